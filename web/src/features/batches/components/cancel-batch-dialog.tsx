import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
      trigger={
        <Dialog.Trigger asChild>
          <Button size="sm" variant="outline" colorPalette="red">
            Cancel batch
          </Button>
        </Dialog.Trigger>
      }
      title="Cancel this batch?"
      footer={
        <>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            Keep batch
          </Button>
          <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
            Cancel batch
          </Button>
        </>
      }
    >
      <Text>
        {enrolled > 0
          ? `${enrolled} enrolled ${enrolled === 1 ? 'learner gets' : 'learners get'} a 100% refund and a notification.`
          : 'Nobody is enrolled yet.'}{' '}
        This cannot be undone.
      </Text>
    </ConfirmDialog>
  );
}
