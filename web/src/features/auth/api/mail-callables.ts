import type { MailQueuedResult, SendPasswordResetInput, SendTrainerVerificationInput } from '@skillsetu/domain';
import { callFunction } from '../../../lib/firebase/callables';

/** Queues the trainer verification mail (docs/product.md#accounts-and-roles send-trainer-verification). Throws FunctionsError. */
export function sendTrainerVerification(input: SendTrainerVerificationInput): Promise<MailQueuedResult> {
  return callFunction<SendTrainerVerificationInput, MailQueuedResult>('sendTrainerVerification', input);
}

/** Queues a password reset mail (docs/product.md#accounts-and-roles send-password-reset); never reveals whether the email exists. */
export function sendPasswordReset(input: SendPasswordResetInput): Promise<MailQueuedResult> {
  return callFunction<SendPasswordResetInput, MailQueuedResult>('sendPasswordReset', input);
}
