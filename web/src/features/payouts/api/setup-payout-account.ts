import type { PayoutSetup, PayoutSetupResponse } from '@skillsetu/domain';
import { callFunction } from '../../../lib/firebase/callables';

/** setupPayoutAccount: creates the Route linked account → { bank_last4, ifsc, legal_name, created }. Throws the callable's error. */
export const setupPayoutAccount = (input: PayoutSetup) =>
  callFunction<PayoutSetup, PayoutSetupResponse>('setupPayoutAccount', input);
