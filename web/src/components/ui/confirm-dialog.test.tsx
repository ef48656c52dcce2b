import { Button } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { Dialog } from './chakra/dialog';
import { ConfirmDialog } from './confirm-dialog';

/** A confirmation as the features build one: a trigger, a body, Keep and Confirm, and a lock while busy. */
function Confirmation({ busy = false, onConfirm }: { busy?: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
      trigger={
        <Dialog.Trigger asChild>
          <Button>Cancel batch</Button>
        </Dialog.Trigger>
      }
      title="Cancel this batch?"
      closeButton
      testId="confirm-box"
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button>Keep batch</Button>
          </Dialog.ActionTrigger>
          <Button onClick={onConfirm}>Confirm</Button>
        </>
      }
    >
      Two learners get a 100% refund.
    </ConfirmDialog>
  );
}

describe('ConfirmDialog', () => {
  it('opens from its trigger as an alertdialog with the title, body and buttons; Keep closes it', async () => {
    const confirmed: string[] = [];
    renderApp(<Confirmation onConfirm={() => confirmed.push('yes')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel batch' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this batch?' });
    expect(dialog).toHaveTextContent('Two learners get a 100% refund.');
    expect(screen.getByTestId('confirm-box')).toBe(dialog);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(confirmed).toEqual(['yes']);
    await userEvent.click(screen.getByRole('button', { name: 'Keep batch' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('opens and closes only when the feature agrees (busy: a call still running)', async () => {
    renderApp(<Confirmation busy onConfirm={() => undefined} />);
    // the trigger asks, the busy feature says no
    await userEvent.click(screen.getByRole('button', { name: 'Cancel batch' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the × button closes it', async () => {
    renderApp(<Confirmation onConfirm={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel batch' }));
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
