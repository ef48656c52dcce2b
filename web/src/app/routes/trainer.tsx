import { Box } from '@chakra-ui/react';
import { lazy, useEffect } from 'react';
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
    default: function LiveTrainerProfile({ idParam }: { idParam: string | undefined }) {
      return <TrainerProfilePage idParam={idParam} renderCourseAction={renderEnrollAction} />;
    },
  };
});

/**
 * /trainer/{id} (spec §2): the listing-style public trainer profile. The Courses tab takes a
 * `renderCourseAction` slot on TrainerProfilePage for a per-course Enroll Now (payments feature).
 * The skeleton paints first without the Firebase SDK; the profile loads lazily behind
 * `<WithFirebase>`. The page is at least a viewport tall in every state (as the router's
 * PageSpinner is), so the footer stays below the fold while the profile loads (no layout shift).
 */
export default function TrainerRoute() {
  const { id } = useParams();
  // Fetch the profile chunks right after first paint, alongside the Firebase SDK (no waterfall).
  useEffect(() => {
    loadLiveProfile().catch(() => undefined); // a failure surfaces when the lazy profile renders
  }, []);
  return (
    <Box minH="100vh">
      <WithFirebase fallback={<TrainerProfileSkeleton />}>
        <LiveTrainerProfile idParam={id} />
      </WithFirebase>
    </Box>
  );
}
