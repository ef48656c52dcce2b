import type { ToastText } from './messages';

/**
 * The payment and enrolment messages (enrol button, payment dialog, refunds), word for word
 * (docs/product.md#validation-and-messages, docs/payments.md). Kept apart from messages.ts: the
 * course and category pages' Enroll Now button shows one of them, and their first paint should
 * not carry the signed-in screens' messages (docs/performance.md).
 */
export const PAYMENT_MESSAGES = {
  success: { title: 'Payment Successful!', description: 'Your payment has been processed successfully.' },
  verificationFailed: {
    title: 'Payment Verification Failed',
    description: 'Please contact support if amount was debited.',
  },
  cancelled: { title: 'Payment Cancelled', description: 'Payment was cancelled by user.' },
  error: { title: 'Payment Error', description: 'Something went wrong. Please try again.' },
  failed: { title: 'Payment Failed', description: 'Please try again or contact support if you need help.' },
  sdkLoadFailed: 'Failed to load Razorpay SDK. Please check your internet connection.',
  configFetchFailed: 'Failed to fetch payment configuration',
  configMissing: 'Payment configuration not available',
  noOrderData: 'No order data received from server',
  verificationFailedInternal: 'Payment verification failed',
  invalidSignature: 'Payment verification failed - invalid signature',
  planWelcome: (plan: string): ToastText => ({
    title: 'Payment Successful!',
    description: `Welcome to the ${plan} plan! Setting up your account...`,
  }),
  accountCreated: { title: 'Account Created!', description: 'Your trainer account has been created successfully.' },
  accountCreationFailed: {
    title: 'Account Creation Failed',
    description: 'Payment successful, but account creation failed. Please contact support.',
  },
  planUpgraded: { title: 'Plan Upgraded!', description: 'Welcome to the Professional plan!' },
  processing: 'Processing...',
} as const;
