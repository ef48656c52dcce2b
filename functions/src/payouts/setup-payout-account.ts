import { payoutAccounts, payoutSetupSchema, profiles, type PayoutSetupResponse } from '@skillsetu/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { RAZORPAY_KEY_SECRET } from '../payments/razorpay-config';
import { activatePendingTransfers } from './activate-pending';
import { routeApi, RouteApiError } from './route-api';
import { runTransaction } from '../lib/transaction';
import { dataOf, typedDoc } from '../lib/typed-docs';

/**
 * setupPayoutAccount `{ legal_name, pan, account_number, ifsc }` → `{ bank_last4, ifsc, legal_name,
 * created }`: creates the trainer's Razorpay Route linked account (POST /v2/accounts, composite mode
 * with the bank account as settlement account, Idempotency-Key payout_{uid}) and stores
 * payout_accounts/{uid} (server-only) with the last 4 digits only; the PAN is not stored. Idempotent:
 * an existing account is returned unchanged (created false). Then the trainer's waiting balance
 * ('pending_account' payouts) is transferred, held as usual. Throws unauthenticated,
 * permission-denied (not a trainer), invalid-argument (bad format, or Razorpay refused the details).
 */
export const setupPayoutAccount = onCall({ secrets: [RAZORPAY_KEY_SECRET] }, (request) =>
  guarded('setupPayoutAccount', async (): Promise<PayoutSetupResponse> => {
    const uid = requireAuth(request);
    const input = parseInput(payoutSetupSchema, request.data);
    const profile = dataOf(await typedDoc(db, profiles, uid).get());
    if (profile?.user_type !== 'trainer') {
      throw new HttpsError('permission-denied', 'Only trainers can set up payouts.');
    }
    const ref = db.doc(payoutAccounts.path(uid));
    const existingSnap = await typedDoc(db, payoutAccounts, uid).get();
    if (existingSnap.exists) {
      // An account the module cannot read (no Razorpay id) has no balance to move to it.
      const existing = dataOf(existingSnap);
      if (existing) await activatePendingTransfers(db, uid, existing.razorpay_account_id);
      return shown(existing ?? {}, false);
    }
    let account: { id: string };
    try {
      account = await routeApi<{ id: string }>(
        'POST',
        '/v2/accounts',
        {
          type: 'route',
          tnc_accepted: true,
          reference_id: uid.slice(0, 20),
          email: profile.email,
          legal_business_name: input.legal_name,
          business_type: 'individual',
          legal_info: { pan: input.pan },
          settlement_accounts: [
            {
              method: 'bank_account',
              bank_account: {
                account_number: input.account_number,
                beneficiary_name: input.legal_name,
                code_type: 'ifsc',
                code: input.ifsc,
                currency: 'INR',
                is_default: true,
              },
            },
          ],
        },
        { 'Idempotency-Key': `payout_${uid}` },
      );
    } catch (err) {
      if (err instanceof RouteApiError && err.status === 400) {
        throw new HttpsError('invalid-argument', `Razorpay could not accept these details: ${err.description}`);
      }
      throw err;
    }
    const doc = {
      uid,
      razorpay_account_id: account.id,
      legal_name: input.legal_name,
      bank_last4: input.account_number.slice(-4),
      ifsc: input.ifsc,
      status: 'active',
    };
    const created = await runTransaction(db, async (tx) => {
      if ((await tx.get(ref)).exists) return false;
      tx.create(ref, { ...doc, created_at: FieldValue.serverTimestamp() });
      return true;
    });
    const stored = created ? doc : (dataOf(await typedDoc(db, payoutAccounts, uid).get()) ?? doc);
    await activatePendingTransfers(db, uid, String(stored.razorpay_account_id));
    return shown(stored, created);
  }),
);

function shown(d: Record<string, unknown>, created: boolean): PayoutSetupResponse {
  return {
    bank_last4: String(d.bank_last4 ?? ''),
    ifsc: String(d.ifsc ?? ''),
    legal_name: String(d.legal_name ?? ''),
    created,
  };
}
