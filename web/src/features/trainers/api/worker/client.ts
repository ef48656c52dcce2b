import type { QueryConstraintSpec, TrainerCard } from '@skillsetu/domain';
import type { CardDoc, PublicCourseRead, SerializedError, TrainerCardsRequest, TrainerCardsResponse } from './protocol';

/**
 * The numeric public trainer id of a `/trainer/{id}` route parameter, or null when it is not a
 * positive integer: what the reads by public id below take. Defined here, beside them, so that it
 * travels in this chunk rather than in one of its own on the profile's first paint (docs/performance.md).
 */
export function parsePublicTrainerId(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export type { PublicCourseRead } from './protocol';

/** A Firestore error re-created on the page from the worker's plain copy (`code` as FirebaseError's). */
export class TrainerCardsError extends Error {
  readonly code: string;
  constructor({ name, code, message }: SerializedError) {
    super(message);
    this.name = name;
    this.code = code;
  }
}

/** What a live listener delivers: the documents (empty on metadata-only snapshots) and fromCache. */
export interface CardsSnapshot {
  docs: CardDoc[];
  fromCache: boolean;
  /** False when only metadata (fromCache) changed: keep the documents you have. */
  changed: boolean;
}

interface Handlers {
  next?: (snapshot: CardsSnapshot) => void;
  count?: (count: number) => void;
  documents?: (docs: TrainerCard[]) => void;
  record?: (data: Record<string, unknown> | null) => void;
  course?: (course: PublicCourseRead | null) => void;
  error: (error: Error) => void;
}

let worker: Worker | null = null;
let nextSubId = 1;
const handlers = new Map<number, Handlers>();

function getWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./trainer-cards.worker.ts', import.meta.url), {
    type: 'module',
    name: 'trainer-cards',
  });
  created.onmessage = (event: MessageEvent<TrainerCardsResponse>) => {
    const response = event.data;
    const h = handlers.get(response.subId);
    if (!h) return;
    if (response.type === 'snapshot') h.next?.(response);
    else if (response.type === 'count') {
      handlers.delete(response.subId);
      h.count?.(response.count);
    } else if (response.type === 'documents') {
      handlers.delete(response.subId);
      h.documents?.(response.docs);
    } else if (response.type === 'record') {
      handlers.delete(response.subId);
      h.record?.(response.data);
    } else if (response.type === 'course') {
      handlers.delete(response.subId);
      h.course?.(response.course);
    } else {
      if (h.count || h.documents || h.record || h.course) handlers.delete(response.subId);
      h.error(new TrainerCardsError(response.error));
    }
  };
  // The worker could not start (its script failed to load, or threw): every open request fails and
  // the next one starts a new worker (a Retry).
  created.onerror = (event) => {
    event.preventDefault();
    if (worker === created) worker = null;
    created.terminate();
    const failed = [...handlers.values()];
    handlers.clear();
    const error = new TrainerCardsError({
      name: 'Error',
      code: 'unavailable',
      message: event.message || 'The trainer listings could not start',
    });
    failed.forEach((h) => h.error(error));
  };
  worker = created;
  return created;
}

/**
 * Starts the trainer-cards worker ahead of its first listener and has it load the full Firestore
 * SDK now, so the download overlaps the page's own work (Find Trainers calls it after its first
 * paint). Throws when no module worker can start; the listeners and counts below start it anyway.
 */
export function startTrainerCardsWorker(): void {
  getWorker().postMessage({ type: 'prepare-live', subId: 0 } satisfies TrainerCardsRequest);
}

function send(request: TrainerCardsRequest, h: Handlers): () => void {
  let target: Worker;
  try {
    target = getWorker();
  } catch (cause) {
    // no module workers here (a very old browser): the request fails as a failed listener would
    const error = new TrainerCardsError({ name: 'Error', code: 'unavailable', message: String(cause) });
    queueMicrotask(() => h.error(error));
    return () => {};
  }
  handlers.set(request.subId, h);
  target.postMessage(request);
  return () => {
    if (!handlers.delete(request.subId)) return;
    if (worker === target) target.postMessage({ type: 'unlisten', subId: request.subId } satisfies TrainerCardsRequest);
  };
}

/**
 * Live page of `trainer_cards` for a listing spec (domain listingQuerySpec), run in the
 * trainer-cards worker: `after` is the id of the previous page's last document (null for the first
 * page). Calls `next` on every snapshot, `error` once if the listener fails (rules, network, or the
 * worker cannot start). Returns the unsubscribe function.
 */
export function listenToTrainerCardsPage(
  spec: QueryConstraintSpec,
  after: string | null,
  next: (snapshot: CardsSnapshot) => void,
  error: (error: Error) => void,
): () => void {
  return send({ type: 'listen-page', subId: nextSubId++, spec, after }, { next, error });
}

/**
 * One read (Firestore Lite, in the trainer-cards worker) of the card with this public id: the
 * documents found (at most one; card null when it fails the schema). Rejects with a
 * TrainerCardsError when the read fails or the worker cannot start.
 */
export function readTrainerCardByPublicId(publicId: number): Promise<CardDoc[]> {
  return new Promise((resolve, reject) => {
    const subId = nextSubId++;
    const done = send(
      { type: 'read-public-id', subId, publicId },
      {
        next: (snapshot) => {
          done();
          resolve(snapshot.docs);
        },
        error: (error) => {
          done();
          reject(error);
        },
      },
    );
  });
}

/**
 * One read (Firestore Lite, in the trainer-cards worker) of the `count` highest-rated trainer cards
 * (`trainer_cards` ordered by rating desc), read leniently (domain trainerCardFromData). Rejects with a
 * TrainerCardsError when the read fails or the worker cannot start.
 */
export function readTopRatedTrainerCards(count: number): Promise<TrainerCard[]> {
  return new Promise((resolve, reject) => {
    send({ type: 'read-top-rated', subId: nextSubId++, count }, { documents: resolve, error: reject });
  });
}

/**
 * `site_stats/public` as stored (one Firestore Lite read in the trainer-cards worker, ADR 071), or
 * null when it does not exist yet. Rejects with a TrainerCardsError when the read fails.
 */
export function readSiteStatsDoc(): Promise<Record<string, unknown> | null> {
  return new Promise((resolve, reject) => {
    send({ type: 'read-site-stats', subId: nextSubId++ }, { record: resolve, error: reject });
  });
}

/**
 * A published course's public page data (Firestore Lite reads in the trainer-cards worker, off the
 * main thread; docs/decisions/248-course-page-prerendered-shell.md), or null when the course is
 * absent, unpublished or denied. Rejects with a TrainerCardsError when the read fails (offline).
 */
export function readPublicCourse(courseId: string): Promise<PublicCourseRead | null> {
  return new Promise((resolve, reject) => {
    send({ type: 'read-course', subId: nextSubId++, courseId }, { course: resolve, error: reject });
  });
}

/**
 * Live `trainer_cards` document with this public id (where id == publicId, limit 1), in the
 * trainer-cards worker: `next` on every snapshot (no document: empty docs), `error` once on failure.
 * Returns the unsubscribe function.
 */
export function listenToTrainerCardByPublicId(
  publicId: number,
  next: (snapshot: CardsSnapshot) => void,
  error: (error: Error) => void,
): () => void {
  return send({ type: 'listen-public-id', subId: nextSubId++, publicId }, { next, error });
}

/**
 * Number of `trainer_cards` matching a spec's filters (getCountFromServer in the worker, about one
 * read per 1,000 matches). Rejects with a TrainerCardsError (e.g. offline). Abort by calling the
 * returned `cancel`: the promise then never settles.
 */
export function countTrainerCards(spec: QueryConstraintSpec): { result: Promise<number>; cancel: () => void } {
  let cancel = () => {};
  const result = new Promise<number>((resolve, reject) => {
    cancel = send({ type: 'count', subId: nextSubId++, spec }, { count: resolve, error: reject });
  });
  return { result, cancel };
}
