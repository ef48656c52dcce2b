import { Box } from '@chakra-ui/react';
import type { TrainerCard } from '@skillsetu/domain';
import { lazy, startTransition, useEffect, useState, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { TrainerProfileSkeleton } from '../../features/trainers/components/trainer-profile-skeleton';
import { WithFirebase } from '../../lib/firebase/with-firebase';

/** The profile (reads Firestore) and the payments' Enroll Now slot, loaded after first paint. */
const loadLiveProfile = () =>
  Promise.all([
    import('../../features/trainers/components/trainer-profile-page'),
    import('../../features/payments/components/render-enroll-action'),
  ]);

const LiveTrainerProfile = lazy(async () => {
  const [{ TrainerProfilePage }, { renderEnrollAction }] = await loadLiveProfile();
  return {
    default: function LiveTrainerProfile(props: { idParam: string | undefined; initialTrainer: TrainerCard | null }) {
      return <TrainerProfilePage {...props} renderCourseAction={renderEnrollAction} />;
    },
  };
});

interface QuickProfile {
  idParam: string | undefined;
  trainer: TrainerCard;
  View: ComponentType<{ trainer: TrainerCard }>;
}

/** One Firestore Lite read and the profile view, far lighter than the full SDK with its listener. */
const loadQuickProfile = (idParam: string | undefined) =>
  Promise.all([
    import('../../features/trainers/api/fetch-trainer-by-public-id').then((m) => m.fetchTrainerByPublicId(idParam)),
    import('../../features/trainers/components/trainer-profile-view'),
  ]);

/**
 * /trainer/{id} (spec §2): the listing-style public trainer profile. The Courses tab takes a
 * `renderCourseAction` slot on TrainerProfilePage for a per-course Enroll Now (payments feature).
 * The skeleton paints first without any Firebase SDK. Then, in parallel: one Firestore Lite read
 * shows the profile as soon as it answers, and the full SDK with the live listener and Enroll Now
 * loads behind `<WithFirebase>` and takes over with the same layout. The page is at least a viewport
 * tall in every state (as the router's PageSpinner is), so the footer never moves (no layout shift).
 */
export default function TrainerRoute() {
  const { id } = useParams();
  const [quick, setQuick] = useState<QuickProfile | null>(null);
  useEffect(() => {
    let cancelled = false;
    loadLiveProfile().catch(() => undefined); // a failure surfaces when the lazy profile renders
    loadQuickProfile(id)
      .then(([trainer, { TrainerProfileView }]) => {
        if (!cancelled && trainer) startTransition(() => setQuick({ idParam: id, trainer, View: TrainerProfileView }));
      })
      .catch(() => undefined); // the live listener reports read errors
    return () => {
      cancelled = true;
    };
  }, [id]);
  const current = quick?.idParam === id ? quick : null;
  return (
    <Box minH="100vh">
      <WithFirebase fallback={current ? <current.View trainer={current.trainer} /> : <TrainerProfileSkeleton />}>
        <LiveTrainerProfile idParam={id} initialTrainer={current?.trainer ?? null} />
      </WithFirebase>
    </Box>
  );
}
