// Re-exports only: one deployed function per file (CONVENTIONS, manifold's layout).
export { onTrainerProfileWritten } from './trainers/on-trainer-profile-written';
export { onCourseWritten } from './trainers/on-course-written';
// --- payments ---
export { getRazorpayKey } from './payments/get-razorpay-key';
export { createRazorpayOrder } from './payments/create-razorpay-order';
export { verifyRazorpayPayment } from './payments/verify-razorpay-payment';
export { razorpayWebhook } from './payments/razorpay-webhook';
export { activateFreePlan } from './payments/activate-free-plan';
export { onEnrollmentWritten } from './payments/on-enrollment-written';
export { expirePlans } from './plans/expire-plans';
export { retryRefunds } from './payments/retry-refunds';
// --- end payments ---
// --- accounts ---
export { sendTrainerVerification } from './mail/send-trainer-verification';
export { sendPasswordReset } from './mail/send-password-reset';
export { onProfileCreated } from './notifications/on-profile-created';
export { submitContactMessage } from './contact/submit-contact-message';
// --- end accounts ---
// --- reviews ---
export { onReviewWritten } from './reviews/on-review-written';
// --- end reviews ---
// --- messaging ---
export { onMessageCreated } from './messaging/on-message-created';
export { requestContact } from './messaging/request-contact';
export { respondContactRequest } from './messaging/respond-contact-request';
export { revokeContactGrant } from './messaging/revoke-contact-grant';
export { reportConversation } from './messaging/report-conversation';
// --- end messaging ---
// --- admin ---
export { adminDecideVerification } from './admin/decide-verification';
export { adminSetAdmin } from './admin/set-admin';
export { adminSetDisabled } from './admin/set-disabled';
export { adminGetUser } from './admin/get-user';
export { adminMarkContactHandled } from './admin/mark-contact-handled';
export { adminReplyContact } from './admin/reply-contact';
export { adminLedger } from './admin/ledger';
export { adminReconcile } from './admin/reconcile';
export { adminOverview } from './admin/overview';
// --- end admin ---
// --- analytics ---
export { recordView } from './analytics/record-view';
// --- end analytics ---
