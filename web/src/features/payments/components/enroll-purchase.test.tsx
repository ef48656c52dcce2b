import { MONEY_MESSAGES, PAYMENT_MESSAGES, REVIEW_MESSAGES } from '@skillsetu/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunctionsError } from 'firebase/functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster-store';
import { renderApp } from '../../../../test/render';
import { usePaymentFlowWith, type PaymentFlowDeps } from '../hooks/use-payment-flow-with';
import { EnrollPurchase } from './enroll-purchase';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  toaster.remove();
  cleanup();
});

const course = { id: 'c1', title: 'React Basics', price: 1499 };
const defaults = { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' };

/** The real flow, with the server's answers given by the test (the callables' error is the SDK's own class). */
function Harness({ deps, onDetails }: { deps: PaymentFlowDeps; onDetails?: () => void }) {
  const flow = usePaymentFlowWith(deps);
  return (
    <EnrollPurchase
      course={course}
      trainerName="Priya"
      enrolled={false}
      session={{ status: 'signed-in', defaults }}
      onSignInFirst={() => undefined}
      flow={flow}
      onDetails={onDetails}
    />
  );
}

/** Deps whose createRazorpayOrder refuses with `error`; checkout must never open. */
function refusingDeps(error: Error) {
  const openCheckout = vi.fn();
  class NeverCheckout {
    constructor() {
      openCheckout();
    }
    open() {}
    on() {}
  }
  const deps: PaymentFlowDeps = {
    activateFreePlan: () => Promise.reject(new Error('not used for an enrolment')),
    verifyRazorpayPayment: () => Promise.reject(new Error('checkout never opens')),
    loadCheckout: () => Promise.resolve(NeverCheckout),
    fetchRazorpayKey: () => Promise.resolve({ key_id: 'rzp_test_key' }),
    createRazorpayOrder: () => Promise.reject(error),
  };
  return { deps, openCheckout };
}

async function payFromDialog() {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: `Enroll Now in ${course.title}` }));
  await user.click(await screen.findByRole('button', { name: 'Pay ₹1,499' }));
}

describe('EnrollPurchase: an order refused because the learner already owns the course', () => {
  it("says 'You are already enrolled in this course.' plainly and switches to 'Enrolled'", async () => {
    const onDetails = vi.fn();
    const { deps, openCheckout } = refusingDeps(new FunctionsError('already-exists', MONEY_MESSAGES.alreadyEnrolled));
    renderApp(<Harness deps={deps} onDetails={onDetails} />);
    await payFromDialog();

    expect(await screen.findByTestId('enrolled-state', {}, { timeout: 10_000 })).toHaveTextContent(
      REVIEW_MESSAGES.enrolled,
    );
    expect(screen.getByRole('link', { name: 'Go to My Learning' })).toHaveAttribute('href', '/my-learning');
    expect(screen.queryByRole('button', { name: `Enroll Now in ${course.title}` })).not.toBeInTheDocument();
    expect((await screen.findAllByText(MONEY_MESSAGES.alreadyEnrolled, {}, { timeout: 10_000 }))[0]).toBeVisible();
    expect(screen.queryByText(PAYMENT_MESSAGES.error.title)).not.toBeInTheDocument();
    expect(screen.queryByText(/\[\d{3}\]|already-exists/)).not.toBeInTheDocument();
    expect(openCheckout).not.toHaveBeenCalled();
    expect(onDetails).toHaveBeenCalledTimes(1);
  });

  it("any other refusal keeps the spec's 'Payment Error' toast and the form", async () => {
    const { deps } = refusingDeps(new FunctionsError('failed-precondition', MONEY_MESSAGES.freeCourse));
    renderApp(<Harness deps={deps} />);
    await payFromDialog();

    expect((await screen.findAllByText(PAYMENT_MESSAGES.error.title, {}, { timeout: 10_000 }))[0]).toBeVisible();
    expect(screen.getByText(MONEY_MESSAGES.freeCourse)).toBeVisible();
    // The form stays open to try again, and nothing claims an enrolment.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay ₹1,499' })).toBeEnabled());
    expect(screen.queryByTestId('enrolled-state')).not.toBeInTheDocument();
  });
});
