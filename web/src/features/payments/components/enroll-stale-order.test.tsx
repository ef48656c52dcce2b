import { STALE_ORDER_REFUNDED, type VerifyPaymentResponse } from '@skillsetu/domain';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster-store';
import { renderApp } from '../../../../test/render';
import type { CheckoutOptions } from '../api/load-checkout';
import { usePaymentFlowWith, type PaymentFlowDeps } from '../hooks/use-payment-flow-with';
import { EnrollPurchase } from './enroll-purchase';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  toaster.remove();
  cleanup();
});

const course = { id: 'c1', title: 'React Basics', price: 1499 };
const defaults = { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' };

/** Deps whose checkout pays at once and whose verify answers `verification`; records Checkout's options. */
function payingDeps(verification: VerifyPaymentResponse) {
  const opened: CheckoutOptions[] = [];
  class PayingCheckout {
    constructor(private readonly options: CheckoutOptions) {
      opened.push(options);
    }
    open() {
      this.options.handler({
        razorpay_payment_id: 'pay_1',
        razorpay_order_id: 'order_1',
        razorpay_signature: 'a'.repeat(64),
      });
    }
    on() {}
  }
  const deps: PaymentFlowDeps = {
    activateFreePlan: () => Promise.reject(new Error('not used for an enrolment')),
    verifyRazorpayPayment: () => Promise.resolve(verification),
    loadCheckout: () => Promise.resolve(PayingCheckout),
    fetchRazorpayKey: () => Promise.resolve({ key_id: 'rzp_test_key' }),
    createRazorpayOrder: () =>
      Promise.resolve({ id: 'order_1', amount: 149_900, currency: 'INR' as const, timeout_seconds: 1795 }),
  };
  return { deps, opened };
}

function Harness({ deps }: { deps: PaymentFlowDeps }) {
  const flow = usePaymentFlowWith(deps);
  return (
    <EnrollPurchase
      course={course}
      trainerName="Priya"
      enrolled={false}
      session={{ status: 'signed-in', defaults }}
      onSignInFirst={() => undefined}
      flow={flow}
    />
  );
}

async function pay() {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: `Enroll Now in ${course.title}` }));
  await user.click(await screen.findByRole('button', { name: 'Pay ₹1,499' }));
}

describe('EnrollPurchase: a payment for a stale order is refunded (docs/decisions/145-orders-expire.md)', () => {
  it('passes the order’s time left to Checkout as its timeout and says an expired order is refunded', async () => {
    const { deps, opened } = payingDeps({ verified: true, refunded: true, stale: 'order_expired' });
    renderApp(<Harness deps={deps} />);
    await pay();
    const text = STALE_ORDER_REFUNDED.orderExpired.description;
    expect((await screen.findAllByText(text, {}, { timeout: 10_000 }))[0]).toBeVisible();
    expect(text).toBe('This order expired before payment. Your payment will be refunded in full.');
    expect(opened[0]?.timeout).toBe(1795);
    expect(screen.queryByTestId('enrolled-state')).not.toBeInTheDocument();
  });

  it('says a changed price is refunded in full', async () => {
    const { deps } = payingDeps({ verified: true, refunded: true, stale: 'price_changed' });
    renderApp(<Harness deps={deps} />);
    await pay();
    const text = STALE_ORDER_REFUNDED.priceChanged.description;
    expect((await screen.findAllByText(text, {}, { timeout: 10_000 }))[0]).toBeVisible();
    expect(text).toBe('The course price changed before payment. Your payment will be refunded in full.');
    expect(screen.queryByTestId('enrolled-state')).not.toBeInTheDocument();
  });

  it('says a moved batch is refunded in full', async () => {
    const { deps } = payingDeps({ verified: true, refunded: true, stale: 'batch_changed' });
    renderApp(<Harness deps={deps} />);
    await pay();
    const text = STALE_ORDER_REFUNDED.batchChanged.description;
    expect((await screen.findAllByText(text, {}, { timeout: 10_000 }))[0]).toBeVisible();
    expect(screen.queryByTestId('enrolled-state')).not.toBeInTheDocument();
  });
});
