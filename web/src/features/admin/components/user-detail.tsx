import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatRupees, paiseToRupees } from '@skillsetu/domain';
import { useState } from 'react';
import { Card } from '../../../components/ui/chakra/card';
import { DataList } from '../../../components/ui/chakra/data-list';
import { notify } from '../../../components/ui/notify';
import { getAdminUser, setAdmin, setDisabled } from '../api/admin-callables';
import { formatIstDateTime } from '../api/admin-converters';
import { useCallableData } from '../api/use-callable-data';
import { useUserEnrollments, useUserOrders, useUserProfile, type UserPurchase } from '../api/use-user-detail';
import { QueryState } from './query-state';

function PurchaseList({
  title,
  items,
  status,
}: {
  title: string;
  items: UserPurchase[];
  status: 'loading' | 'ready' | 'error';
}) {
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">{title}</Text>
      <QueryState status={status} empty={items.length === 0} emptyText="None." />
      {items.map((p) => (
        <HStack key={p.id} gap="3" fontSize="sm" wrap="wrap">
          <Text flex="1" minW="40">
            {p.label}
          </Text>
          <Badge>{p.status}</Badge>
          <Text>{formatRupees(paiseToRupees(p.amount))}</Text>
          <Text color="fg.muted">{formatIstDateTime(p.at)}</Text>
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * A user's detail: profile and subscription, enrolments, orders, and the Auth account (admin claim,
 * disabled) with grant/revoke admin and disable/enable buttons — never for yourself.
 */
export function UserDetail({ uid, isSelf }: { uid: string; isSelf: boolean }) {
  const { status, profile } = useUserProfile(uid);
  const account = useCallableData(`user:${uid}`, () => getAdminUser(uid));
  const orders = useUserOrders(uid);
  const enrollments = useUserEnrollments(uid);
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
            status={status === 'missing' ? 'ready' : status}
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
            <QueryState status={a ? 'ready' : account.status} empty={false} emptyText="" onRetry={account.reload} />
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
          <PurchaseList title="Enrolments" items={enrollments.items} status={enrollments.status} />
          <PurchaseList title="Orders" items={orders.items} status={orders.status} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
