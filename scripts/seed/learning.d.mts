// Types of learning.mjs for the TypeScript that imports it (e2e specs).

/**
 * Buys a trainer plan for an existing account through createRazorpayOrder → the Razorpay double's
 * checkout → verifyRazorpayPayment; resolves with the paid order's id.
 */
export function buyPlan(
  email: string,
  password: string,
  plan?: 'starter' | 'professional',
  billing?: 'monthly' | 'annual',
): Promise<string>;
