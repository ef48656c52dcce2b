import type { MailQueuedResult } from '@skillsetu/domain';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { auth } from '../lib/admin';
import { guarded, requireAuth } from '../lib/callable';
import { EMAIL_VERIFICATION_CALLER_LIMITS } from '../lib/caller-limits';
import { enforceCallerLimits } from '../lib/rate-limit';
import { appUrl, escapeHtml, queueMail } from './mail-queue';

/**
 * Callable `sendEmailVerification` (no input) → { queued: true }: queues Firebase's e-mail
 * verification link (Admin SDK generateEmailVerificationLink) to the caller's own address as the
 * Auth user holds it, continuing to the home page. Learner sign-up and the banner's "Resend" call it
 * (docs/decisions/170-verified-email.md). At most EMAIL_VERIFICATION_CALLER_LIMITS per signed-in
 * caller (1 per minute, 5 per day). Throws unauthenticated, failed-precondition (already verified,
 * or no address), resource-exhausted over the limit.
 */
export const sendEmailVerification = onCall(async (request): Promise<MailQueuedResult> => {
  const uid = requireAuth(request);
  return guarded('sendEmailVerification', async () => {
    const user = await auth.getUser(uid);
    if (!user.email) throw new HttpsError('failed-precondition', 'This account has no email address to verify.');
    if (user.emailVerified) throw new HttpsError('failed-precondition', 'Your email address is already verified.');
    await enforceCallerLimits(request, EMAIL_VERIFICATION_CALLER_LIMITS);
    const link = await auth.generateEmailVerificationLink(user.email, { url: `${appUrl()}/` });
    await queueMail({
      kind: 'email-verification',
      to: user.email,
      subject: 'Verify your SkillSetu email address',
      text: `Please verify your email address to pay for courses, publish and message on SkillSetu:\n${link}\n\nIf you did not create this account, you can ignore this email.`,
      html: `<p>Please verify your email address to pay for courses, publish and message on SkillSetu:</p><p><a href="${escapeHtml(link)}">Verify my email</a></p><p>If you did not create this account, you can ignore this email.</p>`,
    });
    logger.info('sendEmailVerification queued', { uid });
    return { queued: true };
  });
});
