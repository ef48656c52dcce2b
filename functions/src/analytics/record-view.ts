import { accountOldEnoughForViews, recordViewInputSchema, type RecordViewResult } from '@skillsetu/domain';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { auth, db } from '../lib/admin';
import { guarded, parseInput } from '../lib/callable';
import { VIEW_CALLER_LIMITS } from '../lib/caller-limits';
import { callerIp, enforceCallerLimits } from '../lib/rate-limit';
import { countView, viewTarget, visitorHash } from './count-view';

/**
 * Public callable `recordView` { kind: 'profile' | 'course' | 'enroll_click', id } (trainer uid
 * for 'profile', course id otherwise): parses recordViewInputSchema, allows VIEW_CALLER_LIMITS per
 * caller (120 per hour, 600 per day; docs/decisions/015-per-caller-rate-limits.md), then counts the view at most once per
 * IST day per signed-in uid AND per IP address (both keys, stored only as hashes), in the
 * trainer's day and month counters (docs/decisions/100-server-counted-views.md,
 * docs/decisions/141-views-keyed-by-uid-and-ip.md). Not counted: the trainer's own visits, and
 * accounts younger than VIEW_MIN_ACCOUNT_AGE_MS (10 minutes, Auth creation time). Returns { counted }. Throws invalid-argument, resource-exhausted,
 * not-found ('This page is not available.') for an unknown trainer or an unpublished course.
 */
export const recordView = onCall(async (request): Promise<RecordViewResult> => {
  const input = parseInput(recordViewInputSchema, request.data);
  return guarded('recordView', async () => {
    await enforceCallerLimits(request, VIEW_CALLER_LIMITS);
    const trainerId = await viewTarget(db, input);
    if (!trainerId) throw new HttpsError('not-found', 'This page is not available.');
    const uid = request.auth?.uid;
    if (uid === trainerId) return { counted: false };
    const now = new Date();
    if (uid && !accountOldEnoughForViews(await accountCreatedAt(uid), now.getTime())) return { counted: false };
    const visitors = [`ip:${callerIp(request.rawRequest)}`, ...(uid ? [`uid:${uid}`] : [])].map(visitorHash);
    return countView(db, { input, trainerId, visitors, now });
  });
});

/** When the Auth account was created (UTC ms), or null when unknown (a deleted account counts nothing). */
async function accountCreatedAt(uid: string): Promise<number | null> {
  try {
    const created = Date.parse((await auth.getUser(uid)).metadata.creationTime);
    return Number.isFinite(created) ? created : null;
  } catch {
    return null;
  }
}
