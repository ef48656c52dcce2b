import {
  payoutAccountSchema,
  statementLineSchema,
  transferSchema,
  type PayoutAccount,
  type StatementLine,
  type Transfer,
} from '@skillsetu/domain';
import { Timestamp, type FirestoreDataConverter, type QueryDocumentSnapshot } from 'firebase/firestore';

/** Timestamps → Dates, deeply enough for these flat documents. */
function withDates(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v instanceof Timestamp ? v.toDate() : v]));
}

/** A read-only converter parsing with a domain schema (safeParse; an unusable document becomes null, never a crash). */
function readOnly<T>(parse: (d: Record<string, unknown>) => T | null): FirestoreDataConverter<T | null> {
  return {
    toFirestore: () => {
      throw new Error('server-only collection');
    },
    fromFirestore: (snap: QueryDocumentSnapshot) => parse(withDates({ ...snap.data(), id: snap.id })),
  };
}

/** statement_lines/{id} → StatementLine (domain statementLineSchema; signed paise). */
export const statementLineConverter = readOnly<StatementLine & { id: string }>((d) => {
  const r = statementLineSchema.safeParse(d);
  return r.success ? { ...r.data, id: String(d.id) } : null;
});

/** transfers/{orderId} → Transfer (domain transferSchema; paise). */
export const transferConverter = readOnly<Transfer & { id: string }>((d) => {
  const r = transferSchema.safeParse(d);
  return r.success ? { ...r.data, id: String(d.id) } : null;
});

/** payout_accounts/{uid} → PayoutAccount (last 4 digits only). */
export const payoutAccountConverter = readOnly<PayoutAccount>((d) => {
  const r = payoutAccountSchema.safeParse(d);
  return r.success ? r.data : null;
});
