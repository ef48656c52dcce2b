import { type TaxDetails, type TaxDetailsInput } from '@skillsetu/domain';
import { doc, getDoc } from 'firebase/firestore';
import { callFunction } from '../../../lib/firebase/callables';
import { firestore } from '../../../lib/firebase/sdk';

/** The caller's tax_profiles/{uid} (state code, GSTIN or null); null when none is saved or unreadable. */
export async function fetchTaxDetails(uid: string): Promise<TaxDetails | null> {
  try {
    const d = (await getDoc(doc(firestore, 'tax_profiles', uid))).data();
    if (!d || typeof d.state !== 'string') return null;
    return { state: d.state, gstin: typeof d.gstin === 'string' ? d.gstin : null };
  } catch (err) {
    console.error('Tax details fetch failed', err);
    return null;
  }
}

/**
 * saveTaxDetails: stores the state and GSTIN later documents carry (docs/decisions/192-invoices.md).
 * Throws the callable's FunctionsError with a message the form shows (a GSTIN typo, another state).
 */
export function saveTaxDetails(input: TaxDetailsInput): Promise<TaxDetails> {
  return callFunction<TaxDetailsInput, TaxDetails>('saveTaxDetails', input);
}
