import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../../components/ui/chakra/card';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { loadNotificationPreferencesCard } from '../../auth';

// Email Notifications: the mail preferences themselves, here and on My Profile (docs/accounts.md).
const NotificationPreferencesCard = lazy(() =>
  loadNotificationPreferencesCard().then((m) => ({ default: m.NotificationPreferencesCard })),
);

const ITEMS: { title: string; text: string; action: string; to: string }[] = [
  {
    title: 'Payment Settings',
    text: 'Your plan, its end date and the upgrade are in the plan card at the top of this dashboard.',
    action: 'Manage',
    // the plan card (plan-card.tsx); its action opens the plan page (docs/decisions/160-trainer-plan-page.md)
    to: '#plan-card',
  },
];

/** Brings the dashboard's plan card into view and moves keyboard focus to it. */
function scrollToPlanCard() {
  const card = document.querySelector<HTMLElement>('[data-testid="plan-card"]');
  card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  card?.focus({ preventScroll: true });
}

/**
 * Settings tab: Email Notifications (one switch per mail kind), then buttons that say honestly where they lead. Course Templates is gone: there were no
 * templates to create, and My Courses' Add New Course already starts a draft (docs/trainer-workspace.md).
 */
export function SettingsTab({ uid }: { uid: string }) {
  return (
    <Stack gap="4">
      <Suspense fallback={null}>
        <NotificationPreferencesCard uid={uid} />
      </Suspense>
      {ITEMS.map((i) => (
        <Card.Root key={i.title}>
          <Card.Body>
            <HStack justify="space-between" gap="4" wrap="wrap">
              <Stack gap="1">
                <Text fontWeight="semibold">{i.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {i.text}
                </Text>
              </Stack>
              {i.to.startsWith('#') ? (
                <Button variant="outline" size="sm" onClick={() => scrollToPlanCard()}>
                  {i.action}
                </Button>
              ) : (
                <Button asChild variant="outline" size="sm">
                  <Link to={i.to}>{i.action}</Link>
                </Button>
              )}
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
      <HStack gap="3" wrap="wrap">
        <Button asChild variant="outline">
          <Link to="/help">Help Center</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/contact">Contact Support</Link>
        </Button>
      </HStack>
    </Stack>
  );
}
