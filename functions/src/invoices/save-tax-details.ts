import { profiles, TAX_DETAILS_MESSAGES, taxDetailsSchema, type TaxDetails } from '@skillsetu/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { dataOf, typedDoc } from '../lib/typed-docs';

/**
 * saveTaxDetails `{ state, gstin? }` → the saved `{ state, gstin }`: writes the caller's
 * `tax_profiles/{uid}` (server-only), which later invoices read. The GSTIN's format, checksum and
 * state are checked by taxDetailsSchema; only trainers may add one. Throws unauthenticated,
 * invalid-argument (the form's message), permission-denied (a GSTIN from a non-trainer).
 * docs/decisions/192-invoices.md.
 */
export const saveTaxDetails = onCall((request) =>
  guarded('saveTaxDetails', async (): Promise<TaxDetails> => {
    const uid = requireAuth(request);
    const input = parseInput(taxDetailsSchema, request.data);
    if (input.gstin !== null) {
      const type = dataOf(await typedDoc(db, profiles, uid).get())?.user_type;
      if (type !== 'trainer' && type !== 'admin')
        throw new HttpsError('permission-denied', TAX_DETAILS_MESSAGES.gstinTrainersOnly);
    }
    await db
      .doc(`tax_profiles/${uid}`)
      .set({ state: input.state, gstin: input.gstin, updated_at: FieldValue.serverTimestamp() });
    return input;
  }),
);
