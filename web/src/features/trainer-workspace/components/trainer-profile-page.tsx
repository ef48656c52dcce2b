import { Button, VStack } from '@chakra-ui/react';
import { EmptyState } from '../../../components/ui/chakra/empty-state';
import { LISTING_MESSAGES } from '@skillsetu/domain';
import { lazy, Suspense } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useSession } from '../../auth';
import { EnrollButton } from '../../payments';
import { useTrainerCourses } from '../api/use-trainer-courses';
import { useTrainerProfile } from '../api/use-trainer-profile';
import { TrainerProfileDetail } from './trainer-profile-detail';
import { loadTrainerReviewsTab } from '../../reviews';

// The Reviews tab's list (reviews feature) loads when the tab opens.
const TrainerReviewsTab = lazy(() => loadTrainerReviewsTab().then((m) => ({ default: m.TrainerReviewsTab })));

/**
 * /trainer-profile[?id=<uid or public number>] (docs/product.md#trainer-profiles-and-verification): no id and signed out → /;
 * own profile missing → /trainer-profile-create; someone else's missing → 'Trainer Profile Not Found'.
 * The owner (no id, or their own uid / number) sees every course; visitors only published ones.
 */
export function TrainerProfilePage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const session = useSession();
  const uid = session.user?.uid ?? null;
  const viewed = useTrainerProfile(id ?? uid, uid);
  // An owner who opens their own page by its public id: read the private profile (email, phone).
  const ownViaId = Boolean(uid && id && id !== uid && viewed.profile?.user_id === uid);
  const ownProfile = useTrainerProfile(ownViaId ? uid : null, uid);
  const state = ownViaId ? ownProfile : viewed;
  const owner = Boolean(uid && state.profile?.user_id === uid);
  const courses = useTrainerCourses(state.profile?.user_id ?? null, !owner);
  useDocumentTitle(state.profile?.full_name ?? 'Trainer Profile');

  if (session.status === 'loading') return <PageSpinner />;
  if (!id && !uid) return <Navigate to="/" replace />;
  if (state.status === 'loading') return <PageSpinner />;
  if (state.status !== 'ready' || !state.profile) {
    if (!id || id === uid) return <Navigate to="/trainer-profile-create" replace />;
    return (
      <EmptyState.Root py="16">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title as="h1">{LISTING_MESSAGES.trainerProfileNotFound}</EmptyState.Title>
            <EmptyState.Description>{LISTING_MESSAGES.trainerNotFound.description}</EmptyState.Description>
          </VStack>
          <Button asChild colorPalette="blue">
            <Link to="/find-trainers">Browse Other Trainers</Link>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <TrainerProfileDetail
      profile={state.profile}
      courses={courses.courses}
      isOwner={owner}
      renderEnroll={(c) => (
        <EnrollButton
          course={{ id: c.id, title: c.title, price: c.price }}
          trainerName={state.profile?.full_name ?? ''}
          trainerId={c.trainer_id}
        />
      )}
      reviews={
        <Suspense fallback={null}>
          <TrainerReviewsTab
            trainerUid={state.profile.user_id}
            courseTitles={Object.fromEntries(courses.courses.map((c) => [c.id, c.title || 'Untitled Course']))}
          />
        </Suspense>
      }
    />
  );
}
