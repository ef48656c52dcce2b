import { Container } from '@chakra-ui/react';
import type { CardCourse, TrainerCard } from '@skillsetu/domain';
import { useDeferredValue, type ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useTrainerByPublicId } from '../api/use-trainer-by-public-id';
import { TrainerListingError } from './trainer-listing-error';
import { TrainerNotFound } from './trainer-not-found';
import { TrainerProfileSkeleton } from './trainer-profile-skeleton';
import { TrainerProfileView, type TrainerProfileViewState } from './trainer-profile-view';

/** The view state (tab, Send Message dialog) is kept by the route across the first read → listener switch. */
export interface TrainerProfilePageProps extends TrainerProfileViewState {
  /** The `/trainer/{id}` route parameter (the card's numeric public id). */
  idParam: string | undefined;
  /** Per-course action slot of the Courses tab (see TrainerProfileView). */
  renderCourseAction?: (course: CardCourse, trainer: TrainerCard) => ReactNode;
  /** The card already read once (Firestore Lite), shown instead of the skeleton until the listener answers. */
  initialTrainer?: TrainerCard | null;
}

/** /trainer/{id}: live card by public id; loading, 'Trainer Not Found' and error states. */
export function TrainerProfilePage({
  idParam,
  renderCourseAction,
  initialTrainer,
  ...viewState
}: TrainerProfilePageProps) {
  // The loaded profile is a large tree: React renders it as a time-sliced deferred render, keeping
  // the skeleton until it is ready, instead of one long main-thread task (Total Blocking Time).
  const result = useDeferredValue(useTrainerByPublicId(idParam));
  const shown = result.status === 'success' ? result.trainer : result.status === 'loading' ? initialTrainer : null;
  useDocumentTitle(
    shown
      ? `${shown.name}, ${shown.expertise}`
      : result.status === 'not-found'
        ? 'Trainer Not Found'
        : 'Trainer profile',
  );
  switch (result.status) {
    case 'loading':
      return initialTrainer ? (
        <TrainerProfileView trainer={initialTrainer} renderCourseAction={renderCourseAction} {...viewState} />
      ) : (
        <TrainerProfileSkeleton />
      );
    case 'not-found':
      return <TrainerNotFound />;
    case 'error':
      return (
        <Container maxW="3xl" py="10">
          <TrainerListingError onRetry={result.retry} title="Could not load this trainer" />
        </Container>
      );
    case 'success':
      return <TrainerProfileView trainer={result.trainer} renderCourseAction={renderCourseAction} {...viewState} />;
  }
}
