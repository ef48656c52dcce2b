import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { MESSAGING_TEXT, requestContactSchema } from '@skillsetu/domain';
import { useState } from 'react';
import { LuUserPlus } from 'react-icons/lu';
import { Textarea } from '../../../components/ui/chakra/textarea';
import { notify } from '../../../components/ui/notify';
import { requestContact } from '../api/messaging-callables';
import { useContactState } from '../api/use-contact-state';

/**
 * The learner's contact sharing with one trainer: Request Contact (with a short note), pending,
 * declined, or — only while the trainer's grant exists — the trainer's email and phone.
 */
export function ContactStatus({ trainerId, learnerId }: { trainerId: string; learnerId: string }) {
  const state = useContactState(trainerId, learnerId);
  const [composing, setComposing] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  if (state.loading) return null;
  if (state.grant)
    return (
      <Box borderWidth="1px" borderRadius="md" p="3" data-testid="contact-shared">
        <Text fontSize="sm" fontWeight="semibold">
          {MESSAGING_TEXT.contactShared}
        </Text>
        <Text fontSize="sm">Email: {state.grant.email}</Text>
        {state.grant.phone && <Text fontSize="sm">Phone: {state.grant.phone}</Text>}
      </Box>
    );
  const status = state.request?.status;
  if (status === 'pending')
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="contact-pending">
        {MESSAGING_TEXT.requestPending}
      </Text>
    );
  if (status === 'declined' || status === 'revoked')
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="contact-declined">
        {MESSAGING_TEXT.requestDeclined}
      </Text>
    );
  const parsed = requestContactSchema.safeParse({ trainerId, note });
  const submit = async () => {
    if (!parsed.success) return;
    setBusy(true);
    try {
      await requestContact(parsed.data);
      notify({ title: MESSAGING_TEXT.requestSent, description: 'The trainer will see your note.' }, 'success');
      setComposing(false);
    } catch (err) {
      console.error('Request contact failed', err);
      notify({ title: 'Error', description: (err as Error).message }, 'error');
    } finally {
      setBusy(false);
    }
  };
  if (!composing)
    return (
      <Button size="sm" variant="outline" onClick={() => setComposing(true)} alignSelf="flex-start">
        <LuUserPlus /> {MESSAGING_TEXT.requestContact}
      </Button>
    );
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Textarea
        aria-label={MESSAGING_TEXT.requestNoteLabel}
        placeholder={MESSAGING_TEXT.requestNoteLabel}
        value={note}
        maxLength={300}
        rows={2}
        onChange={(e) => setNote(e.target.value)}
      />
      <HStack justify="flex-end">
        <Button size="sm" variant="ghost" onClick={() => setComposing(false)}>
          Cancel
        </Button>
        <Button size="sm" colorPalette="blue" onClick={() => void submit()} disabled={!parsed.success} loading={busy}>
          {MESSAGING_TEXT.requestContact}
        </Button>
      </HStack>
    </Stack>
  );
}
