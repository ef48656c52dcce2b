import { Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../../components/ui/chakra/card';
import { AUTH_MESSAGES } from '@skillsetu/domain';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useSession } from '../hooks/use-session';
import { LearnerPreferencesCard } from './learner-preferences-card';
import { NotificationPreferencesCard } from './notification-preferences-card';
import { PrivacyCard } from './privacy-card';
import { ProfileDetailsCard } from './profile-details-card';

/** How long the 'Access Denied' notice stays before the redirect to /auth (docs/product.md#accounts-and-roles). */
const ACCESS_DENIED_REDIRECT_MS = 1500;

/**
 * /profile — My Profile (docs/product.md#accounts-and-roles). Inside `<WithFirebase>`.
 * `learnerCards` renders the signed-in user's learning and certificates cards (composed by the app:
 * auth imports neither feature, docs/decisions/244-one-read-hook-and-feature-doors.md).
 */
export function MyProfilePage({ learnerCards }: { learnerCards: (uid: string) => ReactNode }) {
  useDocumentTitle('My Profile');
  const session = useSession();
  const navigate = useNavigate();
  const signedOut = session.status === 'signed-out';
  useEffect(() => {
    if (!signedOut) return;
    const t = setTimeout(() => navigate('/auth', { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [signedOut, navigate]);

  if (session.status === 'loading') return <PageSpinner />;
  if (signedOut || !session.user) {
    return (
      <Container maxW="md" py="16" textAlign="center">
        <Stack gap="4" align="center">
          <Heading as="h1" size="2xl">
            {AUTH_MESSAGES.accessDenied}
          </Heading>
          <Text color="fg.muted">Please log in to view your profile.</Text>
          <Button asChild colorPalette="blue">
            <Link to="/auth">Go to Login</Link>
          </Button>
        </Stack>
      </Container>
    );
  }

  const quickActions = [
    ...(session.isTrainer ? [{ to: '/trainer-dashboard', label: 'Go to Dashboard' }] : []),
    { to: '/find-trainers', label: 'Browse Trainers' },
    { to: '/contact', label: 'Contact Support' },
    { to: '/help', label: 'Help Center' },
  ];

  return (
    <Container maxW="5xl" py="8">
      <Heading as="h1" size="2xl" mb="6">
        My Profile
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" alignItems="start">
        <Stack gap="6" gridColumn={{ md: 'span 2' }}>
          <ProfileDetailsCard profile={session.profile} email={session.user.email ?? ''} />
          {learnerCards(session.user.uid)}
          {session.isTrainer ? (
            <Card.Root>
              <Card.Header>
                <Heading as="h2" size="lg">
                  Trainer Profile
                </Heading>
              </Card.Header>
              <Card.Body>
                <Stack gap="3" align="flex-start">
                  <Text color="fg.muted">Manage your public trainer profile, skills and courses.</Text>
                  <Button asChild colorPalette="blue">
                    <Link to="/trainer-profile">View Trainer Profile</Link>
                  </Button>
                </Stack>
              </Card.Body>
            </Card.Root>
          ) : (
            <LearnerPreferencesCard uid={session.user.uid} />
          )}
          <NotificationPreferencesCard uid={session.user.uid} />
          <PrivacyCard />
        </Stack>
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              Quick Actions
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="2">
              {quickActions.map((a) => (
                <Button key={a.to} asChild variant="outline" justifyContent="flex-start">
                  <Link to={a.to}>{a.label}</Link>
                </Button>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Container>
  );
}
