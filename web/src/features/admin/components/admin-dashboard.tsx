import { Badge, Box, Button, Container, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { AUTH_MESSAGES } from '@skillsetu/domain';
import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { notify } from '../../../components/ui/notify';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { signOutAndClear } from '../../auth';
import { ADMIN_SECTIONS, type AdminSection } from './admin-sections';
import { loadAdminReports } from '../../messaging';

// Each section loads when first opened: the overview never carries the ledger or the inbox.
const AdminOverviewPanel = lazy(() => import('./admin-overview').then((m) => ({ default: m.AdminOverviewPanel })));
const UsersPanel = lazy(() => import('./users-panel').then((m) => ({ default: m.UsersPanel })));
const VerificationPanel = lazy(() => import('./verification-panel').then((m) => ({ default: m.VerificationPanel })));
const PaymentsPanel = lazy(() => import('./payments-panel').then((m) => ({ default: m.PaymentsPanel })));
const InboxPanel = lazy(() => import('./inbox-panel').then((m) => ({ default: m.InboxPanel })));
const DisputesPanel = lazy(() => import('./disputes-panel').then((m) => ({ default: m.DisputesPanel })));
const AdminDocumentsPanel = lazy(() => import('../../documents').then((m) => ({ default: m.AdminDocumentsPanel })));
// --- messaging: the admin inbox of reported conversations (loads with its Firestore listener) ---
const AdminReports = lazy(() => loadAdminReports().then((m) => ({ default: m.AdminReports })));
// --- end messaging ---

/**
 * The admin console (docs/product.md#admin, docs/architecture.md#decision-9): header with 'Admin Mode',
 * the email and Sign Out, then a tab bar of links (/admin, /admin/users, /admin/verification,
 * /admin/payments, /admin/inbox, /admin/disputes) and the section for the current route.
 */
export function AdminDashboard({ email, uid, section }: { email: string; uid: string; section: AdminSection }) {
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
      <Box as="nav" aria-label="Admin sections" borderBottomWidth="1px" mb="6" overflowX="auto">
        <HStack gap="1">
          {ADMIN_SECTIONS.map((s) => (
            <Button
              key={s.id}
              asChild
              variant="ghost"
              size="sm"
              borderRadius="0"
              borderBottomWidth="2px"
              borderColor={s.id === section ? 'blue.solid' : 'transparent'}
              fontWeight={s.id === section ? 'semibold' : 'normal'}
            >
              <NavLink to={s.path} end aria-current={s.id === section ? 'page' : undefined}>
                {s.label}
              </NavLink>
            </Button>
          ))}
        </HStack>
      </Box>
      <Suspense fallback={<PageSpinner />}>
        {section === 'overview' && <AdminOverviewPanel />}
        {section === 'users' && <UsersPanel selfUid={uid} />}
        {section === 'verification' && <VerificationPanel />}
        {section === 'payments' && <PaymentsPanel />}
        {section === 'documents' && <AdminDocumentsPanel />}
        {section === 'inbox' && (
          <>
            <InboxPanel />
            <AdminReports />
          </>
        )}
        {section === 'disputes' && <DisputesPanel />}
      </Suspense>
    </Container>
  );
}
