import { ChakraProvider } from '@chakra-ui/react';
import { PAYMENT_MESSAGES } from '@skillsetu/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../../components/ui/theme';
import { PaymentDialog, type PaymentDialogProps } from './payment-dialog';

function renderDialog(props: Partial<PaymentDialogProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <ChakraProvider value={getSystem()}>
      <PaymentDialog
        open
        onOpenChange={() => undefined}
        title="Enroll Now"
        itemLabel="React Basics with Priya"
        amountRupees={1499}
        processing={false}
        onSubmit={onSubmit}
        {...props}
      />
    </ChakraProvider>,
  );
  return onSubmit;
}

describe('PaymentDialog (docs/product.md#payments-and-refunds)', () => {
  it('a submit with a field missing does nothing', { timeout: 30_000 }, async () => {
    const onSubmit = renderDialog({ requirePassword: true });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/Full Name/), 'Asha Rao');
    await user.type(screen.getByLabelText(/Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/Phone/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,499' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,499' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
    });
  });

  it('says what is missing when Phone is empty, and prefills what it knows', { timeout: 30_000 }, async () => {
    const onSubmit = renderDialog({ defaults: { name: 'Asha Rao', email: 'asha@example.com', phone: '' } });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByLabelText(/Full Name/)).toHaveValue('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,499' }));
    expect(await screen.findByText(/Please enter your phone number/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Phone/), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,499' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it("shows 'Processing...' with the button disabled while running", async () => {
    renderDialog({ processing: true });
    const button = await screen.findByRole('button', { name: PAYMENT_MESSAGES.processing });
    expect(button).toBeDisabled();
  });

  it('offers a free start for an amount of 0', async () => {
    renderDialog({ amountRupees: 0 });
    expect(await screen.findByRole('button', { name: 'Start for Free' })).toBeEnabled();
  });
});
