import type { CancelPlanRequest, CancelPlanResponse } from '@skillsetu/domain';
import { callFunction } from '../../../lib/firebase/callables';

/**
 * cancelPlan (docs/decisions/085-plan-money-back.md): `confirm: false` quotes what cancelling does now (refund in paise
 * or the end date), `confirm: true` cancels. Throws the callable's error (failed-precondition when
 * there is no paid plan).
 */
export const cancelPlan = (req: CancelPlanRequest) =>
  callFunction<CancelPlanRequest, CancelPlanResponse>('cancelPlan', req);
