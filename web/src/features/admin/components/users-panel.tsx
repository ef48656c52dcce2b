import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { Input } from '../../../components/ui/chakra/input';
import { NativeSelect } from '../../../components/ui/chakra/native-select';
import { useUserSearch, type RoleFilter } from '../api/use-user-search';
import { QueryState } from './query-state';
import { UserDetail } from './user-detail';

/**
 * /admin/users: search any word of a name or e-mail (any case, useUserSearch), filter by role, open a
 * user's detail (profile, subscription, enrolments, orders, admin claim and account state).
 */
export function UsersPanel({ selfUid }: { selfUid: string }) {
  const [text, setText] = useState('');
  const [role, setRole] = useState<RoleFilter>('');
  const [openUid, setOpenUid] = useState<string | null>(null);
  const users = useUserSearch(useDeferredValue(text), role);
  return (
    <SimpleGrid columns={{ base: 1, lg: 5 }} gap="6">
      <Stack gap="3" gridColumn={{ lg: 'span 2' }}>
        <HStack gap="2" wrap="wrap">
          <Input
            flex="1"
            minW="48"
            size="sm"
            placeholder="Any word of a name or email..."
            aria-label="Search users by email or name"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <NativeSelect.Root size="sm" width="36">
            <NativeSelect.Field
              aria-label="Role"
              value={role}
              onChange={(e) => setRole(e.currentTarget.value as RoleFilter)}
            >
              <option value="">All roles</option>
              <option value="learner">Learners</option>
              <option value="trainer">Trainers</option>
              <option value="admin">Admins</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          Finds any word of a name or email, in any case ("walker" finds Ravi Walker). At most 50 results.
        </Text>
        <QueryState status={users.status} empty={users.items.length === 0} emptyText="No users match." />
        <Stack as="ul" gap="1" data-testid="user-results">
          {users.items.map((u) => (
            <Box as="li" key={u.id} listStyleType="none">
              <Button
                variant={u.id === openUid ? 'subtle' : 'ghost'}
                width="full"
                justifyContent="space-between"
                height="auto"
                py="2"
                onClick={() => setOpenUid(u.id)}
                aria-pressed={u.id === openUid}
              >
                <Stack gap="0" align="flex-start" minW="0">
                  <Text fontWeight="semibold" truncate>
                    {u.full_name || '—'}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {u.email}
                  </Text>
                </Stack>
                <Badge>{u.user_type}</Badge>
              </Button>
            </Box>
          ))}
        </Stack>
      </Stack>
      <Box gridColumn={{ lg: 'span 3' }}>
        {openUid ? (
          <UserDetail key={openUid} uid={openUid} isSelf={openUid === selfUid} />
        ) : (
          <Text color="fg.muted">Open a user to see their details.</Text>
        )}
      </Box>
    </SimpleGrid>
  );
}
