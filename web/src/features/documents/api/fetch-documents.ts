import { moneyDocumentSchema, type MoneyDocument } from '@skillsetu/domain';
import { collection, getDocs, limit, orderBy, query, where, type Query } from 'firebase/firestore';
import { callFunction } from '../../../lib/firebase/callables';
import { timestampsToDates } from '../../../lib/firebase/converter-from-schema';
import { firestore } from '../../../lib/firebase/sdk';

/** A document with its id (`invoices/{id}`, the /documents/:id page). */
export type ListedDocument = MoneyDocument & { id: string };

async function read(q: Query): Promise<ListedDocument[]> {
  const snap = await getDocs(q);
  return snap.docs
    .flatMap((d) => {
      const parsed = moneyDocumentSchema.safeParse(timestampsToDates(d.data()));
      return parsed.success ? [{ ...parsed.data, id: d.id }] : [];
    })
    .sort((a, b) => b.issued_at.getTime() - a.issued_at.getTime());
}

/**
 * The documents `uid` is a party to (invoices where party_uids contains it), newest first, at most
 * 50 (the rules' cap; sorted here, so no composite index). Throws the Firestore error.
 */
export function fetchMyDocuments(uid: string): Promise<ListedDocument[]> {
  return read(query(collection(firestore, 'invoices'), where('party_uids', 'array-contains', uid), limit(50)));
}

/** Every document, newest first, at most `max` (admins only; docs/admin.md). Throws the Firestore error. */
export function fetchAllDocuments(max = 1000): Promise<ListedDocument[]> {
  return read(query(collection(firestore, 'invoices'), orderBy('issued_at', 'desc'), limit(max)));
}

/**
 * issueMyCommissionInvoice: the caller's commission invoice of an ended IST month ('YYYY-MM'),
 * issued now if the monthly job has not yet; its id. Throws the callable's FunctionsError, whose
 * message says why (`COMMISSION_INVOICE_MESSAGES`: month not ended, no commission).
 */
export async function getCommissionInvoice(month: string): Promise<string> {
  const { id } = await callFunction<{ month: string }, { id: string }>('issueMyCommissionInvoice', { month });
  return id;
}
