import { recordViewInputSchema, type RecordViewResult } from '@skillsetu/domain';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput } from '../lib/callable';
import { VIEW_CALLER_LIMITS } from '../lib/caller-limits';
import { callerKey, enforceCallerLimits } from '../lib/rate-limit';
import { countView, viewTarget, visitorHash } from './count-view';

/**
 * Public callable `recordView` { kind: 'profile' | 'course' | 'enroll_click', id } (trainer uid
 * for 'profile', course id otherwise): parses recordViewInputSchema, allows VIEW_CALLER_LIMITS per
 * caller (120 per hour, 600 per day; docs/decisions/015), then counts the view at most once per
 * visitor (the signed-in uid, else the IP address, stored only as a hash) per IST day in the
 * trainer's day and month counters (docs/decisions/100-server-counted-views.md). The trainer's own
 * visits are not counted. Returns { counted }. Throws invalid-argument, resource-exhausted,
 * not-found ('This page is not available.') for an unknown trainer or an unpublished course.
 */
export const recordView = onCall(async (request): Promise<RecordViewResult> => {
  const input = parseInput(recordViewInputSchema, request.data);
  return guarded('recordView', async () => {
    await enforceCallerLimits(request, VIEW_CALLER_LIMITS);
    const trainerId = await viewTarget(db, input);
    if (!trainerId) throw new HttpsError('not-found', 'This page is not available.');
    if (request.auth?.uid === trainerId) return { counted: false };
    return countView(db, { input, trainerId, visitor: visitorHash(callerKey(request)), now: new Date() });
  });
});
