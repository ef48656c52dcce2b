import { OVERDUE_DEBIT_DAYS, payoutDebits, type Reconciliation } from '@skillsetu/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { typedRead } from '../lib/typed-docs';

const DAY_MS = 86_400_000;

/**
 * Every open payout debit (a refund after payout not yet recovered from the trainer), oldest first:
 * paise still open, since when (ISO, the refund's time), and `overdue` when open for more than
 * OVERDUE_DEBIT_DAYS (30) days at `now` — the admin reconciliation flags those trainers
 * (docs/payouts.md). Reads at most `limit` debits.
 */
export async function listOpenDebits(db: Firestore, now: Date, limit = 500): Promise<Reconciliation['open_debits']> {
  const snap = await db.collection('payout_debits').where('status', '==', 'open').limit(limit).get();
  return snap.docs
    .flatMap((d) => {
      const debit = typedRead(payoutDebits, d);
      return debit ? [{ id: d.id, debit }] : [];
    })
    .map(({ id, debit }) => {
      // A debit without its refund's time (read as the epoch) counts from now, as before.
      const since = debit.refunded_at.getTime() > 0 ? debit.refunded_at : now;
      return {
        refund_id: id,
        order_id: debit.order_id,
        trainer_id: debit.trainer_id,
        open_paise: debit.amount_paise - debit.recovered_paise,
        since: since.toISOString(),
        overdue: now.getTime() - since.getTime() > OVERDUE_DEBIT_DAYS * DAY_MS,
      };
    })
    .sort((a, b) => a.since.localeCompare(b.since));
}
