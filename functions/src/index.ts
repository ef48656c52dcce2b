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
// --- end payments ---
// --- accounts ---
export { sendTrainerVerification } from './mail/send-trainer-verification';
export { sendPasswordReset } from './mail/send-password-reset';
export { onProfileCreated } from './notifications/on-profile-created';
// --- end accounts ---
// --- discovery ---
export { refreshSiteStats } from './discovery/refresh-site-stats';
export { onCoursePriceChanged } from './discovery/on-course-price-changed';
// --- end discovery ---
