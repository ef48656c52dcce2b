import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useSession } from '../../auth';
import { useTrainerProfile } from '../api/use-trainer-profile';
import { useSaveTrainerForm } from '../hooks/use-save-trainer-form';
import { TrainerProfileForm } from './trainer-profile-form';

/** The create page body: a trainer who already has a profile goes to the dashboard; a learner is told to become a trainer first. */
export function TrainerProfileCreatePage() {
  const session = useSession();
  const navigate = useNavigate();
  const uid = session.user?.uid ?? null;
  const existing = useTrainerProfile(uid);
  const { saved, onSave } = useSaveTrainerForm(uid, 'create');
  if (session.status === 'loading' || (uid && existing.status === 'loading')) return <PageSpinner />;
  if (existing.status === 'ready' && !saved) return <Navigate to="/trainer-dashboard" replace />;
  // The rules let only trainers create a trainer profile: a learner's form could never be saved.
  if (session.status === 'signed-in' && !session.isTrainer) {
    return (
      <Container maxW="md" py="16" textAlign="center">
        <Stack gap="4" align="center">
          <Heading as="h1" size="2xl">
            Become a trainer first
          </Heading>
          <Text color="fg.muted">
            Your account is a learner account. Choose a trainer plan to create your trainer profile and publish courses.
          </Text>
          <Button asChild colorPalette="blue">
            <Link to="/become-trainer">See trainer plans</Link>
          </Button>
        </Stack>
      </Container>
    );
  }
  return (
    <TrainerProfileForm
      key={uid ?? 'signed-out'}
      variant="create"
      signedIn={session.status === 'signed-in'}
      prefill={{ full_name: session.profile?.full_name, email: session.user?.email ?? undefined }}
      onSave={onSave}
      onDone={() => navigate('/trainer-dashboard')}
    />
  );
}
