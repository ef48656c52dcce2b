import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../../components/ui/chakra/card';
import { Link } from 'react-router-dom';

const ITEMS: { title: string; text: string; action: string; to: string }[] = [
  {
    title: 'Email Notifications',
    text: 'Enrolment and payment notices arrive in the bell menu; email preferences open there once available.',
    action: 'Configure',
    to: '/profile',
  },
  {
    title: 'Payment Settings',
    text: 'Your plan, its end date and the upgrade are in the plan card at the top of this dashboard.',
    action: 'Manage',
    // the plan card (plan-card.tsx); its action opens the plan page (docs/decisions/160-trainer-plan-page.md)
    to: '#plan-card',
  },
  {
    title: 'Course Templates',
    text: 'Opens My Courses, where Add New Course starts a draft (ready-made templates are not available yet).',
    action: 'Create',
    to: '/trainer-dashboard?tab=courses',
  },
];

/** Brings the dashboard's plan card into view and moves keyboard focus to it. */
function scrollToPlanCard() {
  const card = document.querySelector<HTMLElement>('[data-testid="plan-card"]');
  card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  card?.focus({ preventScroll: true });
}

/** Settings tab (docs/product.md#trainer-dashboard): each button says honestly where it leads. */
export function SettingsTab() {
  return (
    <Stack gap="4">
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
