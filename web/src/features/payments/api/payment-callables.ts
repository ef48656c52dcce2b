import type {
  ActivateFreePlanRequest,
  ActivateFreePlanResponse,
  CreateOrderRequest,
  CreateOrderResponse,
  GetKeyResponse,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '@skillsetu/domain';
import { callFunction } from '../../../lib/firebase/callables';

/** getRazorpayKey → { key_id } (docs/product.md#payments-and-refunds). Throws the callable's error. */
export const fetchRazorpayKey = () => callFunction<null, GetKeyResponse>('getRazorpayKey', null);

/** createRazorpayOrder: the server prices the purchase; returns { id, amount (paise), currency }. */
export const createRazorpayOrder = (req: CreateOrderRequest) =>
  callFunction<CreateOrderRequest, CreateOrderResponse>('createRazorpayOrder', req);

/** verifyRazorpayPayment: checks the signature on the server and fulfils the order → { verified }. */
export const verifyRazorpayPayment = (req: VerifyPaymentRequest) =>
  callFunction<VerifyPaymentRequest, VerifyPaymentResponse>('verifyRazorpayPayment', req);

/** activateFreePlan: the amount-0 path; the server decides the plan is free now. */
export const activateFreePlan = (req: ActivateFreePlanRequest) =>
  callFunction<ActivateFreePlanRequest, ActivateFreePlanResponse>('activateFreePlan', req);
