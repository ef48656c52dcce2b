import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { MESSAGING_TEXT, type ContactRequest } from '@skillsetu/domain';
import { useState } from 'react';
import { notify } from '../../../components/ui/notify';
import { respondContactRequest, revokeContactGrant } from '../api/messaging-callables';
import { useContactRequests } from '../api/use-contact-requests';

/** The trainer's contact requests: Approve / Decline a pending one, Revoke a shared one. */
export function ContactRequestsPanel({ trainerId }: { trainerId: string }) {
  const { status, items } = useContactRequests(trainerId);
  const [busy, setBusy] = useState<string | null>(null);
  const act = async (r: ContactRequest, action: 'approve' | 'decline' | 'revoke') => {
    setBusy(r.id);
    try {
      if (action === 'revoke') await revokeContactGrant({ learnerId: r.learner_id });
      else await respondContactRequest({ learnerId: r.learner_id, approve: action === 'approve' });
    } catch (err) {
      console.error('Contact request action failed', err);
      notify({ title: 'Error', description: (err as Error).message }, 'error');
    } finally {
      setBusy(null);
    }
  };
  const shown = items.filter((r) => r.status === 'pending' || r.status === 'approved');
  return (
    <Stack gap="2" as="section" aria-label={MESSAGING_TEXT.contactRequests}>
      <Text fontWeight="semibold">{MESSAGING_TEXT.contactRequests}</Text>
      {status === 'loading' ? (
        <Text color="fg.muted" fontSize="sm">
          Loading…
        </Text>
      ) : shown.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No contact requests.
        </Text>
      ) : (
        shown.map((r) => (
          <Stack key={r.id} gap="1" borderWidth="1px" borderRadius="md" p="2" data-testid="contact-request">
            <HStack justify="space-between">
              <Text fontWeight="medium">{r.learner_name}</Text>
              <Badge colorPalette={r.status === 'approved' ? 'green' : 'orange'}>
                {r.status === 'approved' ? MESSAGING_TEXT.sharedWith : 'Pending'}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap">
              {r.note}
            </Text>
            <HStack justify="flex-end">
              {r.status === 'pending' ? (
                <>
                  <Button size="xs" variant="ghost" loading={busy === r.id} onClick={() => void act(r, 'decline')}>
                    {MESSAGING_TEXT.decline}
                  </Button>
                  <Button size="xs" colorPalette="blue" loading={busy === r.id} onClick={() => void act(r, 'approve')}>
                    {MESSAGING_TEXT.approve}
                  </Button>
                </>
              ) : (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  loading={busy === r.id}
                  onClick={() => void act(r, 'revoke')}
                >
                  {MESSAGING_TEXT.revoke}
                </Button>
              )}
            </HStack>
          </Stack>
        ))
      )}
    </Stack>
  );
}
