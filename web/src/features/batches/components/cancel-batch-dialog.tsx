import { Button, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { notify } from '../../../components/ui/notify';
import { cancelBatch } from '../api/batch-writes';

/**
 * Confirms 'Cancel batch' (ADR 084): every learner enrolled in it is refunded 100 % and notified.
 * Safe to confirm again after a failure: the server finishes what an earlier try left.
 */
export function CancelBatchDialog({ batchId, enrolled }: { batchId: string; enrolled: number }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const res = await cancelBatch(batchId);
      notify(
        {
          title: 'Batch cancelled',
          description: `${res.total} ${res.total === 1 ? 'learner' : 'learners'} refunded in full.`,
        },
        'success',
      );
      setOpen(false);
    } catch (err) {
      console.error('cancelBatch failed', err);
      notify(
        { title: 'Could not cancel the batch', description: 'Please try again: nothing is refunded twice.' },
        'error',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !busy && setOpen(e.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="red">
          Cancel batch
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Cancel this batch?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {enrolled > 0
                  ? `${enrolled} enrolled ${enrolled === 1 ? 'learner gets' : 'learners get'} a 100% refund and a notification.`
                  : 'Nobody is enrolled yet.'}{' '}
                This cannot be undone.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
                Keep batch
              </Button>
              <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
                Cancel batch
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
