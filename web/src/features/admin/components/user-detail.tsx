import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Card } from '../../../components/ui/chakra/card';
import { DataList } from '../../../components/ui/chakra/data-list';
import { notify } from '../../../components/ui/notify';
import { fetchUserActivity, getAdminUser, setAdmin, setDisabled } from '../api/admin-callables';
import { formatIstDateTime } from '../api/admin-converters';
import { useOnce } from '../../../lib/firebase/use-once';
import { useUserProfile } from '../api/use-user-detail';
import { QueryState } from './query-state';
import { SupportRowList } from './support-row-list';

/**
 * A user's detail: profile and subscription, enrolments and orders with course titles and their true
 * state (adminUserActivity: active, completed, cancelled, refunded ₹X), and the Auth account (admin
 * claim, disabled) with grant/revoke admin and disable/enable buttons — never for yourself.
 */
export function UserDetail({ uid, isSelf }: { uid: string; isSelf: boolean }) {
  const { status, profile } = useUserProfile(uid);
  const account = useOnce(`user:${uid}`, () => getAdminUser(uid), 'Admin user');
  const activity = useOnce(`activity:${uid}`, () => fetchUserActivity(uid), 'User activity');
  const [busy, setBusy] = useState(false);

  const act = async (label: string, run: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await run();
      notify({ title: label, description: profile?.email ?? uid }, 'success');
      account.reload();
    } catch (err) {
      notify({ title: 'Could not change this user', description: (err as Error).message }, 'error');
    } finally {
      setBusy(false);
    }
  };
  const a = account.data;
  return (
    <Card.Root data-testid="user-detail">
      <Card.Header>
        <Heading as="h2" size="md">
          {profile?.full_name || profile?.email || uid}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <QueryState
            status={status === 'missing' ? 'success' : status}
            empty={status === 'missing'}
            emptyText="This user has no profile."
          />
          {profile && (
            <DataList.Root orientation="horizontal">
              {(
                [
                  ['Email', profile.email],
                  ['Role', profile.user_type],
                  ['Phone', profile.phone ?? ''],
                  ['City', profile.city ?? ''],
                  [
                    'Plan',
                    profile.subscription_plan
                      ? `${profile.subscription_plan} (${profile.subscription_status ?? '—'})`
                      : '',
                  ],
                  ['Plan ends', profile.subscription_end_date ? formatIstDateTime(profile.subscription_end_date) : ''],
                ] as const
              ).map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value || '—'}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          )}
          <Stack gap="2">
            <Text fontWeight="semibold">Account</Text>
            <QueryState status={a ? 'success' : account.status} empty={false} emptyText="" onRetry={account.reload} />
            {a && (
              <>
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette={a.disabled ? 'red' : 'green'} data-testid="account-state">
                    {a.disabled ? 'Disabled' : 'Active'}
                  </Badge>
                  {a.admin && <Badge colorPalette="purple">Admin</Badge>}
                  <Text fontSize="sm" color="fg.muted">
                    Joined {formatIstDateTime(a.created_at)} · last sign-in {formatIstDateTime(a.last_sign_in_at)}
                  </Text>
                </HStack>
                {isSelf ? (
                  <Text fontSize="sm" color="fg.muted">
                    This is your own account: another admin must change its access.
                  </Text>
                ) : (
                  <HStack gap="2" wrap="wrap">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      onClick={() =>
                        void act(a.admin ? 'Admin access revoked' : 'Admin access granted', () =>
                          setAdmin({ uid, admin: !a.admin }),
                        )
                      }
                    >
                      {a.admin ? 'Revoke admin' : 'Make admin'}
                    </Button>
                    <Button
                      size="sm"
                      colorPalette={a.disabled ? 'green' : 'red'}
                      variant="outline"
                      disabled={busy}
                      onClick={() =>
                        void act(a.disabled ? 'Account re-enabled' : 'Account disabled', () =>
                          setDisabled({ uid, disabled: !a.disabled }),
                        )
                      }
                    >
                      {a.disabled ? 'Re-enable account' : 'Disable account'}
                    </Button>
                  </HStack>
                )}
              </>
            )}
          </Stack>
          <SupportRowList
            title="Enrolments"
            items={activity.data?.enrollments ?? []}
            status={activity.data ? 'success' : activity.status}
            onRetry={activity.reload}
          />
          <SupportRowList
            title="Orders"
            items={activity.data?.orders ?? []}
            status={activity.data ? 'success' : activity.status}
            onRetry={activity.reload}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
