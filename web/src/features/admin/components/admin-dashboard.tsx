import { Badge, Button, Container, Flex, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { Stat } from '../../../components/ui/chakra/stat';
import { Tabs } from '../../../components/ui/chakra/tabs';
import { lazy, Suspense, useState } from 'react';
import { AUTH_MESSAGES } from '@skillsetu/domain';
import { Link as RouterDomLink } from 'react-router-dom';
import { notify } from '../../../components/ui/notify';
import { signOutAndClear } from '../../auth/api/sign-out';

// --- messaging: the admin inbox of reported conversations (loads with its Firestore listener) ---
const AdminReports = lazy(() =>
  import('../../messaging/components/admin-reports').then((m) => ({ default: m.AdminReports })),
);
// --- end messaging ---

/** The overview's fixed sample stats (spec §2 "four fixed sample stat cards"). */
const SAMPLE_STATS = [
  { label: 'Total Users', value: '1,234' },
  { label: 'Active Trainers', value: '156' },
  { label: 'Total Revenue', value: '₹2,45,000' },
  { label: 'Active Courses', value: '89' },
];

/** Quick-action links of spec §2 (not in the route table: they lead to the 404 page). */
const QUICK_ACTIONS = [
  { to: '/admin/users', label: 'Manage Users' },
  { to: '/admin/payments', label: 'View Payments' },
  { to: '/admin/courses', label: 'Manage Courses' },
  { to: '/admin/analytics', label: 'Analytics' },
  { to: '/admin/settings', label: 'Settings' },
];

const PLACEHOLDERS: Record<string, string> = {
  users: 'User management will be implemented here.',
  payments: 'Payment management will be implemented here.',
  system: 'System settings will be implemented here.',
};

/** Admin dashboard body (spec §2): header with 'Admin Mode', the email and Sign Out; four tabs. */
export function AdminDashboard({ email }: { email: string }) {
  const [signingOut, setSigningOut] = useState(false);
  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOutAndClear('/admin-login');
    } catch (err) {
      setSigningOut(false);
      notify({ ...AUTH_MESSAGES.signOutFailed, description: (err as Error).message }, 'error');
    }
  };
  return (
    <Container maxW="7xl" py="8">
      <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} gap="4" wrap="wrap" mb="6">
        <HStack gap="3">
          <Heading as="h1" size="2xl">
            Admin Dashboard
          </Heading>
          <Badge colorPalette="red">Admin Mode</Badge>
        </HStack>
        <HStack gap="3">
          <Text color="fg.muted" data-testid="admin-email">
            {email}
          </Text>
          <Button variant="outline" size="sm" onClick={onSignOut} loading={signingOut}>
            Sign Out
          </Button>
        </HStack>
      </Flex>
      <Tabs.Root defaultValue="overview" variant="line">
        <Tabs.List>
          <Tabs.Trigger value="overview">overview</Tabs.Trigger>
          <Tabs.Trigger value="users">users</Tabs.Trigger>
          <Tabs.Trigger value="payments">payments</Tabs.Trigger>
          <Tabs.Trigger value="system">system</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview" pt="6">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            {SAMPLE_STATS.map((s) => (
              <Stat.Root key={s.label} borderWidth="1px" borderRadius="md" p="4">
                <Stat.Label>{s.label}</Stat.Label>
                <Stat.ValueText>{s.value}</Stat.ValueText>
              </Stat.Root>
            ))}
          </SimpleGrid>
          <Heading as="h2" size="md" mt="8" mb="3">
            Quick Actions
          </Heading>
          <Flex gap="3" wrap="wrap">
            {QUICK_ACTIONS.map((a) => (
              <Button key={a.to} asChild variant="outline" size="sm">
                <RouterDomLink to={a.to}>{a.label}</RouterDomLink>
              </Button>
            ))}
          </Flex>
          <Suspense fallback={null}>
            <AdminReports />
          </Suspense>
        </Tabs.Content>
        {Object.entries(PLACEHOLDERS).map(([value, textValue]) => (
          <Tabs.Content key={value} value={value} pt="6">
            <Text color="fg.muted">{textValue}</Text>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Container>
  );
}
