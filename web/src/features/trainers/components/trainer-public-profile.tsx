import { Box, Container } from '@chakra-ui/react';
import type { CardCourse, TrainerCard } from '@skillsetu/domain';
import { startTransition, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useParams, type Params } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { whenIdle } from '../../../lib/when-idle';
import { TrainerProfileSkeleton } from './trainer-profile-skeleton';
import type { TrainerByIdResult } from '../api/use-trainer-by-public-id';
import type { ProfileTab } from './trainer-profile-tabs';
import type { TrainerProfileViewState } from './trainer-profile-view';
import type { LiveTrainerSourceProps } from './live-trainer-source';

type ProfileView = ComponentType<
  {
    trainer: TrainerCard;
    renderCourseAction?: (course: CardCourse, trainer: TrainerCard) => ReactNode;
  } & ViewStateProps
>;

const loadView = () => import('./trainer-profile-view').then((m) => m.TrainerProfileView as ProfileView);

/** Loads the Courses tab's per-course action (the app passes payments' Enroll Now). */
export type CourseActionLoader = () => Promise<(course: CardCourse, trainer: TrainerCard) => ReactNode>;

/** What the live profile adds once the first read has painted: the listener, Enroll Now and the other states. */
interface LiveModules {
  LiveTrainerSource: ComponentType<LiveTrainerSourceProps>;
  renderEnrollAction: (course: CardCourse, trainer: TrainerCard) => ReactNode;
  TrainerNotFound: ComponentType;
  TrainerListingError: ComponentType<{ onRetry: () => void; title?: string }>;
  View: ProfileView;
}

const loadLiveModules = (loadCourseAction: CourseActionLoader): Promise<LiveModules> =>
  Promise.all([
    import('./live-trainer-source'),
    loadCourseAction(),
    import('./trainer-not-found'),
    import('./trainer-listing-error'),
    loadView(),
    // the panels of the tabs after About, so that opening one shows it at once (trainer-profile-tabs.tsx)
    import('./trainer-profile-view').then((m) => m.loadMoreTabs()),
  ]).then(([{ LiveTrainerSource }, renderEnrollAction, { TrainerNotFound }, { TrainerListingError }, View]) => ({
    LiveTrainerSource,
    renderEnrollAction,
    TrainerNotFound,
    TrainerListingError,
    View,
  }));

/** The view state the route keeps for the trainer shown (the open tab). */
type ViewStateProps = Required<TrainerProfileViewState>;

interface QuickProfile {
  idParam: string | undefined;
  /** The card from the one-time read; null when it found nothing, failed or took over 5 s. */
  trainer: TrainerCard | null;
  View: ProfileView | null;
}

const QUICK_READ_TIMEOUT_MS = 5000;

/** One Firestore Lite read and the profile view, far lighter than the full SDK with its listener. */
const loadQuickProfile = (idParam: string | undefined): Promise<QuickProfile> =>
  Promise.race([
    Promise.all([
      import('../api/fetch-trainer-by-public-id').then((m) => m.fetchTrainerByPublicId(idParam)),
      loadView(),
    ]).then(([trainer, View]) => ({ idParam, trainer, View })),
    new Promise<QuickProfile>((resolve) =>
      setTimeout(() => resolve({ idParam, trainer: null, View: null }), QUICK_READ_TIMEOUT_MS),
    ),
  ]).catch(() => ({ idParam, trainer: null, View: null }));

/** The first read started by prefetch for this page load, reused by the route's first render. */
let prefetched: { idParam: string | undefined; result: Promise<QuickProfile> } | null = null;

/**
 * /trainer/{id} (docs/product.md#listing-and-search): the listing-style public trainer profile, live from `trainer_cards`.
 * The skeleton paints first without any Firebase SDK; one Firestore Lite read (started before the
 * first render, see prefetch below) then shows the profile. Only after that has painted (or when
 * the read found nothing, failed or took over 5 s) does the live profile load: the live listener
 * (LiveTrainerSource, whose full Firestore SDK runs in the trainer-cards worker, off the main thread)
 * and the Courses tab's per-course action (`loadCourseAction`: payments' Enroll Now, passed by the route), so their downloads
 * never delay the profile. The listener's results update the
 * same mounted view (it is never rebuilt: docs/performance.md, Total Blocking Time), or replace it with 'Trainer
 * Not Found' or the error state. The page is at least a viewport tall in every state (as the
 * router's PageSpinner is), so the footer never moves (no layout shift).
 */
export function TrainerPublicProfile({ loadCourseAction }: { loadCourseAction: CourseActionLoader }) {
  const { id } = useParams();
  const [quick, setQuick] = useState<QuickProfile | null>(null);
  // The open tab: a new trainer id starts from the About tab.
  const [viewState, setViewState] = useState<{ id: string | undefined; tab: ProfileTab }>({ id, tab: 'about' });
  const current = viewState.id === id ? viewState : { id, tab: 'about' as const };
  const setTab = useCallback((tab: ProfileTab) => setViewState({ id, tab }), [id]);
  const view: ViewStateProps = { tab: current.tab, onTabChange: setTab };
  useEffect(() => {
    let cancelled = false;
    const pending = prefetched && prefetched.idParam === id ? prefetched.result : loadQuickProfile(id);
    void pending.then((result) => {
      if (cancelled) return;
      // used once: a later visit to this id reads again
      if (prefetched?.result === pending) prefetched = null;
      startTransition(() => setQuick(result));
    });
    return () => {
      cancelled = true;
    };
  }, [id]);
  const settled = quick?.idParam === id ? quick : null;
  // The live profile starts loading once the first read's result has painted: its ~150 KB of SDK
  // then never competes with that paint (Lighthouse counts what starts before LCP towards it).
  const [paintedId, setPaintedId] = useState<{ id: string | undefined } | null>(null);
  const painted = settled !== null && paintedId?.id === id;
  useEffect(() => {
    if (!settled) return;
    // When the browser is next idle: the result and the view's deferred parts (useDeferredValue)
    // have rendered and painted by then. Safari has no requestIdleCallback: a short timeout instead.
    // A transition: the re-render it starts is time-sliced, not one long task.
    return whenIdle(() => startTransition(() => setPaintedId({ id: settled.idParam })), { timeout: 2000 });
  }, [settled]);

  const [live, setLive] = useState<LiveModules | Error | null>(null);
  useEffect(() => {
    if (!painted || live) return;
    let cancelled = false;
    loadLiveModules(loadCourseAction).then(
      (modules) => !cancelled && startTransition(() => setLive(modules)),
      (error: unknown) => !cancelled && setLive(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      cancelled = true;
    };
  }, [painted, live, loadCourseAction]);

  const [liveResult, setLiveResult] = useState<{ idParam: string | undefined; result: TrainerByIdResult } | null>(null);
  // Transitions: the view's update renders in time slices, not as one long task.
  const onLiveResult = useCallback(
    (idParam: string | undefined, result: TrainerByIdResult) =>
      startTransition(() => setLiveResult({ idParam, result })),
    [],
  );
  const result = liveResult && liveResult.idParam === id ? liveResult.result : null;
  const trainer =
    result?.status === 'success' ? result.trainer : result?.status === 'loading' || !result ? settled?.trainer : null;
  const View = settled?.View ?? (live instanceof Error ? null : live?.View) ?? null;
  useDocumentTitle(
    trainer
      ? `${trainer.name}, ${trainer.expertise}`
      : result?.status === 'not-found'
        ? 'Trainer Not Found'
        : 'Trainer profile',
  );
  // A chunk that failed to load goes to the route's error boundary, as a lazy route would.
  if (live instanceof Error) throw live;

  let content: ReactNode;
  if (live && result?.status === 'not-found') content = <live.TrainerNotFound />;
  else if (live && result?.status === 'error')
    content = (
      <Container maxW="3xl" py="10">
        <live.TrainerListingError onRetry={result.retry} title="Could not load this trainer" />
      </Container>
    );
  else if (trainer && View)
    content = <View trainer={trainer} renderCourseAction={live?.renderEnrollAction} {...view} />;
  else content = <TrainerProfileSkeleton />;
  return (
    <Box minH="100vh">
      {content}
      {live && <live.LiveTrainerSource idParam={id} onResult={onLiveResult} />}
    </Box>
  );
}

/**
 * Starts the first read and the view's download before the first render, in parallel with React
 * (app/router.tsx preloadRoute, through the route's `prefetch`); the prerendered trainer shell preloads the same modules.
 */
export function prefetchTrainerPublicProfile(params: Params): void {
  prefetched = { idParam: params.id, result: loadQuickProfile(params.id) };
}
