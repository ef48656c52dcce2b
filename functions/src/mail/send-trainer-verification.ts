import { sendTrainerVerificationSchema, type MailQueuedResult } from '@skillsetu/domain';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { auth } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { VERIFICATION_CALLER_LIMITS } from '../lib/caller-limits';
import { enforceCallerLimits } from '../lib/rate-limit';
import { appUrl, escapeHtml, queueMail } from './mail-queue';

/**
 * Callable `sendTrainerVerification` { email, fullName, userType: 'trainer' } (docs/product.md#accounts-and-roles): queues the
 * e-mail verification mail to the signed-in caller's own address as the Auth token states it
 * (never an address from the request), with a link from the Admin SDK that continues to
 * /become-trainer. At most VERIFICATION_CALLER_LIMITS per caller (3 per hour, 10 per day;
 * docs/decisions/015-per-caller-rate-limits.md). Throws unauthenticated, invalid-argument,
 * permission-denied when `email` is not the caller's, resource-exhausted over the limit.
 * Returns { queued: true }.
 */
export const sendTrainerVerification = onCall(async (request): Promise<MailQueuedResult> => {
  const uid = requireAuth(request);
  const input = parseInput(sendTrainerVerificationSchema, request.data);
  return guarded('sendTrainerVerification', async () => {
    const tokenEmail = request.auth?.token.email;
    if (typeof tokenEmail !== 'string' || tokenEmail.toLowerCase() !== input.email.toLowerCase()) {
      throw new HttpsError('permission-denied', 'You can only verify your own email address.');
    }
    await enforceCallerLimits(request, VERIFICATION_CALLER_LIMITS);
    const link = await auth.generateEmailVerificationLink(tokenEmail, { url: `${appUrl()}/become-trainer` });
    const name = input.fullName;
    await queueMail({
      kind: 'trainer-verification',
      to: tokenEmail,
      subject: 'Verify your SkillSetu trainer account',
      text: `Hi ${name},\n\nWelcome to SkillSetu! Please verify your email address to finish setting up your trainer account:\n${link}\n\nIf you did not create this account, you can ignore this email.`,
      html: `<p>Hi ${escapeHtml(name)},</p><p>Welcome to SkillSetu! Please verify your email address to finish setting up your trainer account:</p><p><a href="${escapeHtml(link)}">Verify my email</a></p><p>If you did not create this account, you can ignore this email.</p>`,
    });
    logger.info('sendTrainerVerification queued', { uid });
    return { queued: true };
  });
});
