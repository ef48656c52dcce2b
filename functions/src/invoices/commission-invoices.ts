import {
  COMMISSION_INVOICE_MESSAGES,
  commissionInvoiceId,
  commissionInvoiceRequestSchema,
  istMonth,
  previousMonth,
} from '@skillsetu/domain';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { payoutNow } from '../payouts/clock';
import { issueCommissionInvoice, trainersWithLines } from './issue-commission-invoice';

/**
 * issueCommissionInvoice `{ month }` ('YYYY-MM', IST) → `{ id }` of the caller's commission invoice
 * of that month, issued now if the monthly job has not yet (idempotent). Throws unauthenticated,
 * invalid-argument (a malformed month), failed-precondition (the month has not ended), not-found (no
 * commission that month). docs/decisions/211-monthly-commission-invoice.md.
 */
export const issueMyCommissionInvoice = onCall((request) =>
  guarded('issueMyCommissionInvoice', async (): Promise<{ id: string }> => {
    const uid = requireAuth(request);
    const { month } = parseInput(commissionInvoiceRequestSchema, request.data);
    const result = await issueCommissionInvoice(db, uid, month, await payoutNow(db));
    if (result === 'not-ended') throw new HttpsError('failed-precondition', COMMISSION_INVOICE_MESSAGES.notEnded);
    if (result === 'skipped') throw new HttpsError('not-found', COMMISSION_INVOICE_MESSAGES.none);
    return { id: commissionInvoiceId(uid, month) };
  }),
);

/** issueCommissionInvoices (1st of each month, 06:00 IST): last month's commission invoice for every trainer with sales. */
export const issueCommissionInvoices = onSchedule({ schedule: '0 6 1 * *', timeZone: 'Asia/Kolkata' }, async () => {
  const now = await payoutNow(db);
  const month = previousMonth(istMonth(now));
  const trainers = await trainersWithLines(db, month);
  const results = await Promise.allSettled(trainers.map((uid) => issueCommissionInvoice(db, uid, month, now)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  logger.info('Commission invoices', { month, trainers: trainers.length, failed });
});
