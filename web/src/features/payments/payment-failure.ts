import { MONEY_MESSAGES, PAYMENT_MESSAGES, type ToastText } from '@skillsetu/domain';

/**
 * Whether a payment step failed because the learner already owns the course: createRazorpayOrder's
 * `already-exists` refusal (functions/src/payments/price-purchase.ts, MONEY_MESSAGES.alreadyEnrolled),
 * e.g. from a stale page or a second tab. Reads the SDK's FunctionsError code, or the message.
 */
export function isAlreadyEnrolledError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  return code === 'functions/already-exists' || message === MONEY_MESSAGES.alreadyEnrolled;
}

/** The spec's 'Payment Error' toast (docs/product.md#payments-and-refunds) for an unexpected failure: the error's own message, or the fallback. */
export function paymentErrorToast(err: unknown): ToastText {
  const message = err instanceof Error && err.message ? err.message : PAYMENT_MESSAGES.error.description;
  return { title: PAYMENT_MESSAGES.error.title, description: message };
}

/** The plain toast for an enrolment the learner already has: the server's words, no code, no error title. */
export const ALREADY_ENROLLED_TOAST: ToastText = { title: MONEY_MESSAGES.alreadyEnrolled };
