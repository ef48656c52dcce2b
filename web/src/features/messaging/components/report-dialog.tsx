import { Button, CloseButton, Portal, Stack, Text } from '@chakra-ui/react';
import { MESSAGING_TEXT, reportConversationSchema } from '@skillsetu/domain';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { Textarea } from '../../../components/ui/chakra/textarea';
import { notify } from '../../../components/ui/notify';
import { reportConversation } from '../api/messaging-callables';

/** Report: a reason (10–1,000 characters) sent to the admin inbox; admins may then read the conversation. */
export function ReportDialog({
  conversationId,
  open,
  onOpenChange,
}: {
  conversationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const parsed = reportConversationSchema.safeParse({ conversationId, reason });
  const submit = async () => {
    if (!parsed.success) return;
    setBusy(true);
    try {
      await reportConversation(parsed.data);
      notify({ title: 'Report sent', description: MESSAGING_TEXT.reported }, 'success');
      setReason('');
      onOpenChange(false);
    } catch (err) {
      console.error('Report failed', err);
      notify({ title: 'Error', description: (err as Error).message }, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{MESSAGING_TEXT.reportTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Text fontSize="sm" color="fg.muted">
                  {MESSAGING_TEXT.reportHint}
                </Text>
                <Textarea
                  aria-label="Reason"
                  value={reason}
                  maxLength={1000}
                  onChange={(e) => setReason(e.target.value)}
                  placeholder="What happened?"
                />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={() => void submit()} disabled={!parsed.success} loading={busy}>
                {MESSAGING_TEXT.report}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
