import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ID_DOCUMENT_LABELS, type VerificationRequest } from '@skillsetu/domain';
import { useState } from 'react';
import { NativeSelect } from '../../../components/ui/chakra/native-select';
import { formatIstDateTime } from '../api/admin-converters';
import { useVerificationQueue } from '../api/use-verification-queue';
import { QueryState } from './query-state';
import { VerificationReview } from './verification-review';

const STATUS_COLOR = { pending: 'orange', verified: 'green', rejected: 'red' } as const;

/**
 * /admin/verification: the queue of pending requests, oldest first (live), and the review of the
 * open one; decided requests can be listed too. Decisions go through adminDecideVerification.
 */
export function VerificationPanel() {
  const [status, setStatus] = useState<VerificationRequest['status']>('pending');
  const [openUid, setOpenUid] = useState<string | null>(null);
  const queue = useVerificationQueue(status);
  const open = queue.items.find((r) => r.uid === openUid) ?? null;
  return (
    <SimpleGrid columns={{ base: 1, lg: 5 }} gap="6">
      <Stack gap="3" gridColumn={{ lg: 'span 2' }}>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text fontWeight="semibold">Verification requests</Text>
          <NativeSelect.Root size="sm" width="40">
            <NativeSelect.Field
              aria-label="Request status"
              value={status}
              onChange={(e) => {
                setStatus(e.currentTarget.value as VerificationRequest['status']);
                setOpenUid(null);
              }}
            >
              <option value="pending">Pending (oldest first)</option>
              <option value="verified">Verified</option>
              <option value="rejected">Rejected</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <QueryState status={queue.status} empty={queue.items.length === 0} emptyText="No requests here." />
        <Stack as="ul" gap="2" data-testid="verification-queue">
          {queue.items.map((r) => (
            <Box as="li" key={r.uid} listStyleType="none">
              <Button
                variant={r.uid === openUid ? 'subtle' : 'outline'}
                width="full"
                justifyContent="space-between"
                height="auto"
                py="2"
                onClick={() => setOpenUid(r.uid)}
                aria-pressed={r.uid === openUid}
              >
                <Stack gap="0" align="flex-start" minW="0">
                  <Text fontWeight="semibold" truncate>
                    {r.full_name || r.uid}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {ID_DOCUMENT_LABELS[r.id_type] ?? r.id_type} · submitted {formatIstDateTime(r.submitted_at)}
                  </Text>
                </Stack>
                <Badge colorPalette={STATUS_COLOR[r.status]}>{r.status}</Badge>
              </Button>
            </Box>
          ))}
        </Stack>
      </Stack>
      <Box gridColumn={{ lg: 'span 3' }}>
        {open ? (
          <VerificationReview key={open.uid} request={open} onDone={() => setOpenUid(null)} />
        ) : (
          <Text color="fg.muted">Open a request to review it.</Text>
        )}
      </Box>
    </SimpleGrid>
  );
}
