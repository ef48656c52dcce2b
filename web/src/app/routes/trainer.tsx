import { Box } from '@chakra-ui/react';
import type { TrainerCard } from '@skillsetu/domain';
import { lazy, startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useParams, type Params } from 'react-router-dom';
import { whenIdle } from '../../lib/when-idle';
import { TrainerProfileSkeleton } from '../../features/trainers/components/trainer-profile-skeleton';
import type { ProfileTab } from '../../features/trainers/components/trainer-profile-tabs';
import type { TrainerProfileViewState } from '../../features/trainers/components/trainer-profile-view';
import { WithFirebase } from '../../lib/firebase/with-firebase';

/** The live profile (Firestore listener) and the payments' Enroll Now slot. */
const loadLiveProfile = () =>
  Promise.all([
    import('../../features/trainers/components/trainer-profile-page'),
    import('../../features/payments/components/render-enroll-action'),
  ]);

const LiveTrainerProfile = lazy(async () => {
  const [{ TrainerProfilePage }, { renderEnrollAction }] = await loadLiveProfile();
  return {
    default: function LiveTrainerProfile(
      props: { idParam: string | undefined; initialTrainer: TrainerCard | null } & ViewStateProps,
    ) {
      return <TrainerProfilePage {...props} renderCourseAction={renderEnrollAction} />;
    },
  };
});

/** What the route keeps across the switch from the first read's view to the live one. */
type ViewStateProps = Required<TrainerProfileViewState>;

interface QuickProfile {
  idParam: string | undefined;
  /** The card from the one-time read; null when it found nothing, failed or took over 5 s. */
  trainer: TrainerCard | null;
  View: ComponentType<{ trainer: TrainerCard } & ViewStateProps> | null;
}

const QUICK_READ_TIMEOUT_MS = 5000;

/** One Firestore Lite read and the profile view, far lighter than the full SDK with its listener. */
const loadQuickProfile = (idParam: string | undefined): Promise<QuickProfile> =>
  Promise.race([
    Promise.all([
      import('../../features/trainers/api/fetch-trainer-by-public-id').then((m) => m.fetchTrainerByPublicId(idParam)),
      import('../../features/trainers/components/trainer-profile-view'),
    ]).then(([trainer, { TrainerProfileView }]) => ({ idParam, trainer, View: TrainerProfileView })),
    new Promise<QuickProfile>((resolve) =>
      setTimeout(() => resolve({ idParam, trainer: null, View: null }), QUICK_READ_TIMEOUT_MS),
    ),
  ]).catch(() => ({ idParam, trainer: null, View: null }));

/** The first read started by prefetch for this page load, reused by the route's first render. */
let prefetched: { idParam: string | undefined; result: Promise<QuickProfile> } | null = null;

/**
 * /trainer/{id} (spec §2): the listing-style public trainer profile. The Courses tab takes a
 * `renderCourseAction` slot on TrainerProfilePage for a per-course Enroll Now (payments feature).
 * The skeleton paints first without any Firebase SDK; one Firestore Lite read (started before the
 * first render, see prefetch below) then shows the profile. Only after that has painted (or when
 * the read found nothing, failed or took over 5 s) does the full SDK with the live listener and
 * Enroll Now load behind `<WithFirebase>`, taking over with the same
 * layout, so its download never delays the profile. The page is at least a viewport tall in every
 * state (as the router's PageSpinner is), so the footer never moves (no layout shift).
 */
export default function TrainerRoute() {
  const { id } = useParams();
  const [quick, setQuick] = useState<QuickProfile | null>(null);
  // The open tab and the Send Message dialog live here: they must survive the switch from the first
  // read's view to the live one (a new trainer id starts from the About tab, dialog closed).
  const [viewState, setViewState] = useState<{ id: string | undefined; tab: ProfileTab; messageOpen: boolean }>({
    id,
    tab: 'about',
    messageOpen: false,
  });
  const current = viewState.id === id ? viewState : { id, tab: 'about' as const, messageOpen: false };
  const setTab = useCallback(
    (tab: ProfileTab) => setViewState((prev) => ({ ...(prev.id === id ? prev : { messageOpen: false }), id, tab })),
    [id],
  );
  const setMessageOpen = useCallback(
    (messageOpen: boolean) =>
      setViewState((prev) => ({ ...(prev.id === id ? prev : { tab: 'about' as const }), id, messageOpen })),
    [id],
  );
  const view: ViewStateProps = {
    tab: current.tab,
    onTabChange: setTab,
    messageOpen: current.messageOpen,
    onMessageOpenChange: setMessageOpen,
  };
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
  // The live profile starts loading once the first read's result has painted: its ~230 KB of SDK
  // then never competes with that paint (Lighthouse counts what starts before LCP towards it).
  const [paintedId, setPaintedId] = useState<{ id: string | undefined } | null>(null);
  const painted = settled !== null && paintedId?.id === id;
  useEffect(() => {
    if (!settled) return;
    // When the browser is next idle: the result and the view's deferred parts (useDeferredValue)
    // have rendered and painted by then. Safari has no requestIdleCallback: a short timeout instead.
    return whenIdle(() => setPaintedId({ id: settled.idParam }), { timeout: 2000 });
  }, [settled]);
  const placeholder =
    settled?.trainer && settled.View ? (
      <settled.View trainer={settled.trainer} {...view} />
    ) : (
      <TrainerProfileSkeleton />
    );
  return (
    <Box minH="100vh">
      {painted ? (
        <WithFirebase fallback={placeholder}>
          <LiveTrainerProfile idParam={id} initialTrainer={settled?.trainer ?? null} {...view} />
        </WithFirebase>
      ) : (
        placeholder
      )}
    </Box>
  );
}

/**
 * Starts the first read and the view's download before the first render, in parallel with React
 * (router.tsx preloadRoute); the prerendered trainer shell preloads the same modules.
 */
TrainerRoute.prefetch = (params: Params) => {
  prefetched = { idParam: params.id, result: loadQuickProfile(params.id) };
};
