import { moneyDocumentSchema, type MoneyDocument } from '@skillsetu/domain';
import { doc, getDoc } from 'firebase/firestore';
import { timestampsToDates } from '../../../lib/firebase/converter-from-schema';
import { firestore } from '../../../lib/firebase/sdk';

/** The state of one invoices/{id} read: loading, the document, missing (or not the caller's), or failed. */
export type DocumentState =
  { status: 'loading' } | { status: 'success'; document: MoneyDocument } | { status: 'missing' } | { status: 'error' };

/**
 * invoices/{id} as a MoneyDocument (its supplier and recipient may read it; docs/payments.md#invoices).
 * 'missing' when it does not exist, is someone else's (the rules refuse) or has another shape.
 */
export async function fetchDocument(id: string): Promise<DocumentState> {
  try {
    const snap = await getDoc(doc(firestore, 'invoices', id));
    const parsed = moneyDocumentSchema.safeParse(timestampsToDates(snap.data()));
    return parsed.success ? { status: 'success', document: parsed.data } : { status: 'missing' };
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'permission-denied') return { status: 'missing' };
    console.error('Document fetch failed', err);
    return { status: 'error' };
  }
}
