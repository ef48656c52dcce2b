import type { MailQueuedResult } from '@skillsetu/domain';
import { callFunction } from '../../../lib/firebase/callables';

export { refreshEmailVerified } from '../../../lib/firebase/email-verified-token';

/**
 * Asks the `sendEmailVerification` callable to mail Firebase's verification link to the signed-in
 * user's own address (docs/decisions/170-verified-email.md). Throws FunctionsError:
 * resource-exhausted (1 a minute, 5 a day per account), failed-precondition (already verified).
 */
export function resendEmailVerification(): Promise<MailQueuedResult> {
  return callFunction<null, MailQueuedResult>('sendEmailVerification', null);
}
