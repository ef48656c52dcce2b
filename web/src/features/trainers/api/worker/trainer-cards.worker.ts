/// <reference lib="webworker" />
// The trainer-cards worker: Firestore reads and live listeners of the public trainer pages (Find
// Trainers, the trainer profile, home's featured trainers), off the page's main thread. The SDKs' evaluation, the watch
// stream's processing and the cards' schema parsing (zod) were most of those pages' long tasks
// (docs/decisions/005-trainer-cards-worker.md, Total Blocking Time). Public reads only: no Auth here (trainer_cards is readable by
// anyone). Each part loads on first use: the profile's first read needs only Firestore Lite.
import { serializeError, type TrainerCardsRequest, type TrainerCardsResponse } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

const post = (response: TrainerCardsResponse) => self.postMessage(response);
let live: ReturnType<typeof loadLive> | null = null;
const loadLive = () => import('./live-runtime').then((m) => m.startLiveListeners(post));

self.onmessage = (event: MessageEvent<TrainerCardsRequest>) => {
  const request = event.data;
  if (request.type === 'read-public-id') {
    import('./quick-read')
      .then((m) => m.readTrainerCardByPublicId(request.publicId))
      .then(
        (docs) => post({ type: 'snapshot', subId: request.subId, docs, fromCache: false, changed: true }),
        (error: unknown) => post({ type: 'error', subId: request.subId, error: serializeError(error) }),
      );
    return;
  }
  if (request.type === 'read-top-rated') {
    import('./top-rated-read')
      .then((m) => m.readTopRatedCards(request.count))
      .then(
        (docs) => post({ type: 'documents', subId: request.subId, docs }),
        (error: unknown) => post({ type: 'error', subId: request.subId, error: serializeError(error) }),
      );
    return;
  }
  if (request.type === 'read-site-stats') {
    import('./top-rated-read')
      .then((m) => m.readSiteStats())
      .then(
        (data) => post({ type: 'record', subId: request.subId, data }),
        (error: unknown) => post({ type: 'error', subId: request.subId, error: serializeError(error) }),
      );
    return;
  }
  if (request.type === 'read-course') {
    import('./course-read')
      .then((m) => m.readPublicCourse(request.courseId))
      .then(
        (course) => post({ type: 'course', subId: request.subId, course }),
        (error: unknown) => post({ type: 'error', subId: request.subId, error: serializeError(error) }),
      );
    return;
  }
  // requests run in the order they came, once the full SDK has loaded; a failed load is retried by
  // the next request (the page's Retry)
  live ??= loadLive().catch((error: unknown) => {
    live = null;
    throw error;
  });
  if (request.type === 'prepare-live') {
    live.catch(() => undefined); // the requests that need the SDK report a failure
    return;
  }
  live.then(
    (handle) => handle(request),
    (error: unknown) => post({ type: 'error', subId: request.subId, error: serializeError(error) }),
  );
};
