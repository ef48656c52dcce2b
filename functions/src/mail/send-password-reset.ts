import { sendPasswordResetSchema, type MailQueuedResult } from '@skillsetu/domain';
import { onCall } from 'firebase-functions/v2/https';
import { auth } from '../lib/admin';
import { guarded, parseInput } from '../lib/callable';
import { PASSWORD_RESET_ADDRESS_LIMITS, PASSWORD_RESET_CALLER_LIMITS, resetAddressKey } from '../lib/caller-limits';
import { enforceCallerLimits, takeRateLimitSlot } from '../lib/rate-limit';
import { appUrl, escapeHtml, queueMail } from './mail-queue';

/** Auth error codes meaning "no such account": answered exactly like success. */
const UNKNOWN_ACCOUNT = new Set(['auth/user-not-found', 'auth/email-not-found']);

/**
 * Public callable `sendPasswordReset` { email, userType } (docs/product.md#accounts-and-roles, docs/architecture.md#decision-4): queues a mail whose
 * link opens /reset-password?mode=resetPassword&oobCode=… (the code from the Admin SDK's reset link).
 * Always answers { queued: true } for a well-formed email, so it never reveals whether an account
 * exists. At most one mail per address per minute and five per day (PASSWORD_RESET_ADDRESS_LIMITS): a
 * request over the limit gets the same answer and queues nothing, whether or not the account
 * exists. Per caller (uid, else IP) at most PASSWORD_RESET_CALLER_LIMITS (5 per 10 min, 20 per
 * day): over it, resource-exhausted before any lookup, so it says nothing about the address either
 * (docs/decisions/015-per-caller-rate-limits.md). Throws invalid-argument for bad input.
 */
export const sendPasswordReset = onCall(async (request): Promise<MailQueuedResult> => {
  const input = parseInput(sendPasswordResetSchema, request.data);
  return guarded('sendPasswordReset', async () => {
    await enforceCallerLimits(request, PASSWORD_RESET_CALLER_LIMITS);
    // before the account lookup, so the limit treats unknown and known addresses alike
    if (!(await takeRateLimitSlot(PASSWORD_RESET_ADDRESS_LIMITS, resetAddressKey(input.email))))
      return { queued: true };
    let firebaseLink: string;
    try {
      firebaseLink = await auth.generatePasswordResetLink(input.email, { url: `${appUrl()}/auth` });
    } catch (err) {
      if (UNKNOWN_ACCOUNT.has((err as { code?: string }).code ?? '')) return { queued: true };
      throw err;
    }
    const oobCode = new URL(firebaseLink).searchParams.get('oobCode');
    if (!oobCode) throw new Error('reset link without oobCode');
    const link = `${appUrl()}/reset-password?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}`;
    const who = input.userType === 'trainer' ? 'trainer' : 'learner';
    await queueMail({
      kind: 'password-reset',
      to: input.email,
      subject: 'Reset your SkillSetu password',
      text: `We received a request to reset the password of your SkillSetu ${who} account.\n\nSet a new password here:\n${link}\n\nIf you did not ask for this, you can ignore this email.`,
      html: `<p>We received a request to reset the password of your SkillSetu ${who} account.</p><p><a href="${escapeHtml(link)}">Set a new password</a></p><p>If you did not ask for this, you can ignore this email.</p>`,
    });
    return { queued: true };
  });
});
