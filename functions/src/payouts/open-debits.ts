import { OVERDUE_DEBIT_DAYS, type Reconciliation } from '@skillsetu/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

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
    .map((d) => {
      const at = d.get('refunded_at') as unknown;
      const since = at instanceof Timestamp ? at.toDate() : now;
      return {
        refund_id: d.id,
        order_id: String(d.get('order_id')),
        trainer_id: String(d.get('trainer_id')),
        open_paise: Number(d.get('amount_paise')) - Number(d.get('recovered_paise')),
        since: since.toISOString(),
        overdue: now.getTime() - since.getTime() > OVERDUE_DEBIT_DAYS * DAY_MS,
      };
    })
    .sort((a, b) => a.since.localeCompare(b.since));
}
