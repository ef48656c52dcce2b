import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { EmptyState } from '../../../components/ui/chakra/empty-state';
import { Skeleton } from '../../../components/ui/chakra/skeleton';
import { AUTH_MESSAGES, REVIEW_MESSAGES, reviewerDisplayName } from '@skillsetu/domain';
import { LuGraduationCap } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useSession } from '../../auth/hooks/use-session';
import { useMyEnrollments } from '../api/use-my-enrollments';
import { EnrollmentCard } from './enrollment-card';

/** /my-learning: the signed-in user's enrolments, newest first, live, with receipts and reviews. Inside `<WithFirebase>`. */
export function MyLearningPage() {
  useDocumentTitle('My Learning');
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (!session.user) {
    return (
      <Container maxW="md" py="16" textAlign="center">
        <Stack gap="4" align="center">
          <Heading as="h1" size="2xl">
            {AUTH_MESSAGES.accessDenied}
          </Heading>
          <Text color="fg.muted">Please log in to see your courses.</Text>
          <Button asChild colorPalette="blue">
            <Link to="/auth">Go to Login</Link>
          </Button>
        </Stack>
      </Container>
    );
  }
  const name = session.profile?.full_name ?? '';
  return (
    <MyLearningList
      uid={session.user.uid}
      buyer={{ name: name || (session.user.email ?? ''), email: session.user.email }}
      learnerName={reviewerDisplayName(name)}
    />
  );
}

function MyLearningList({
  uid,
  buyer,
  learnerName,
}: {
  uid: string;
  buyer: { name: string; email: string | null };
  learnerName: string;
}) {
  const { status, items } = useMyEnrollments(uid);
  return (
    <Container maxW="4xl" py="8">
      <Heading as="h1" size="2xl" mb="6">
        My Learning
      </Heading>
      {status === 'loading' && (
        <Stack gap="3">
          <Skeleton h="28" />
          <Skeleton h="28" />
        </Stack>
      )}
      {status === 'error' && (
        <Text role="alert" color="fg.error">
          Could not load your courses. Please check your connection and try again.
        </Text>
      )}
      {status === 'success' && items.length === 0 && (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuGraduationCap />
            </EmptyState.Indicator>
            <EmptyState.Title>{REVIEW_MESSAGES.myLearningEmpty}</EmptyState.Title>
            <EmptyState.Description>Find a trainer and enrol in a course to start learning.</EmptyState.Description>
            <Button asChild colorPalette="blue">
              <Link to="/find-trainers">Find Trainers</Link>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
      {items.length > 0 && (
        <Stack as="ul" gap="4" ps="0" aria-label="My enrolments">
          {items.map((e) => (
            <EnrollmentCard key={e.id} enrollment={e} uid={uid} buyer={buyer} learnerName={learnerName} />
          ))}
        </Stack>
      )}
    </Container>
  );
}
