import { getKeyRequestSchema, type GetKeyResponse } from '@skillsetu/domain';
import { onCall } from 'firebase-functions/v2/https';
import { guarded, parseInput } from '../lib/callable';
import { RAZORPAY_KEY_ID } from './razorpay-config';

/** getRazorpayKey (docs/product.md#payments-and-refunds): no body → { key_id }, Razorpay's public key id. */
export const getRazorpayKey = onCall((request) =>
  guarded('getRazorpayKey', async (): Promise<GetKeyResponse> => {
    parseInput(getKeyRequestSchema, request.data);
    return { key_id: RAZORPAY_KEY_ID.value() };
  }),
);
