import { sessions } from '@skillsetu/domain';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { typedRead } from '../lib/typed-docs';
import { RAZORPAY_KEY_SECRET } from '../payments/razorpay-config';
import { refundCancelledClass } from './cancelled-class';
import { markPartsDue } from './payout-parts';

/**
 * batches/{batchId}/sessions/{n} moved to 'held' (markAttendance) → the payout parts of that class
 * get their release time, 72 h after the class (markPartsDue; ADR 201); moved to 'cancelled'
 * (changeSession) → each learner paid per class gets the class's share back and its part closes
 * (refundCancelledClass; ADR 204). Replays change nothing.
 */
export const onSessionHeldParts = onDocumentUpdated(
  { document: 'batches/{batchId}/sessions/{n}', secrets: [RAZORPAY_KEY_SECRET] },
  async (event) => {
    const before = event.data ? typedRead(sessions, event.data.before)?.status : undefined;
    const after = event.data ? typedRead(sessions, event.data.after)?.status : undefined;
    if (before === after) return;
    const { batchId } = event.params;
    if (after === 'held') await markPartsDue(db, batchId, Number(event.params.n));
    if (after === 'cancelled') await refundCancelledClass(db, batchId, Number(event.params.n));
  },
);
