// Re-exports only: one deployed function per file (docs/architecture.md#layout).
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
export { sendEmailVerification } from './mail/send-email-verification';
export { exportMyData } from './accounts/export-my-data';
export { deleteMyAccount } from './accounts/delete-my-account';
export { onProfileCreated } from './notifications/on-profile-created';
export { submitContactMessage } from './contact/submit-contact-message';
// --- end accounts ---
// --- discovery ---
export { refreshSiteStats } from './discovery/refresh-site-stats';
export { onCoursePriceChanged } from './discovery/on-course-price-changed';
export { onBatchCreated } from './discovery/on-batch-created';
// --- end discovery ---
// --- reviews ---
export { onReviewWritten } from './reviews/on-review-written';
export { onEnrollmentReviewVisibility } from './reviews/on-enrollment-review-visibility';
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
export { adminUserActivity } from './admin/user-activity';
export { adminActOnReport } from './admin/act-on-report';
export { onProfileSearchIndex } from './admin/on-profile-search-index';
// --- end admin ---
// --- batches ---
export { quoteCancellation } from './payments/quote-cancellation';
export { cancelEnrollment } from './payments/cancel-enrollment';
export { cancelBatch } from './payments/cancel-batch';
export { advanceBatches } from './batches/advance-batches-job';
export { onBatchMoved } from './batches/on-batch-moved';
// --- end batches ---
// --- moneyback: plan cancellation under the 30-day money-back guarantee (docs/decisions/085-plan-money-back.md) ---
export { cancelPlan } from './plans/cancel-plan';
// autopay: Professional as a Razorpay Subscription (docs/decisions/162-autopay-subscriptions.md)
export { createAutopay } from './plans/create-autopay';
export { verifyAutopay } from './plans/verify-autopay';
export { cancelAutopay } from './plans/cancel-autopay';
// --- end moneyback ---
// --- students ---
export { onEnrollmentStudents } from './students/on-enrollment-students';
// --- end students ---
// --- route: earnings statement and payouts (docs/payouts.md) ---
export { setupPayoutAccount } from './payouts/setup-payout-account';
export { onEnrollmentPayout } from './payouts/on-enrollment-payout';
export { onRefundPayout } from './payouts/on-refund-payout';
export { releaseHeldTransfers } from './payouts/release-held-transfers';
export { onTestClockWritten } from './payouts/on-test-clock-written';
// --- end route ---
// --- analytics ---
export { recordView } from './analytics/record-view';
// --- end analytics ---
// --- documents: invoices and credit notes (docs/payments.md#invoices) ---
export { onOrderPaid } from './invoices/on-order-paid';
export { saveTaxDetails } from './invoices/save-tax-details';
export { invoicePdf } from './invoices/invoice-pdf';
export { onRefundProcessed } from './invoices/on-refund-processed';
export { issueCommissionInvoices, issueMyCommissionInvoice } from './invoices/commission-invoices';
// --- end documents ---
// --- sessions: dated classes, class links, calendar, reminders (docs/sessions.md) ---
export { scheduleSessions, setClassPlace } from './sessions/schedule-sessions';
export { changeSession } from './sessions/change-session';
export { markAttendance } from './sessions/mark-attendance';
export { sessionCalendar } from './sessions/session-calendar';
export { sendSessionReminders } from './sessions/send-session-reminders';
// --- end sessions ---
// --- disputes and payouts per class (docs/payouts.md#paid-per-class, docs/sessions.md#report-a-problem) ---
export { onSessionHeldParts } from './payouts/on-session-held';
export { reportClassProblem } from './disputes/report-class-problem';
export { resolveDispute } from './disputes/resolve-dispute';
// --- end disputes ---
// --- certificates: completion, certificates, review invitations (docs/learning-and-reviews.md) ---
export { onSessionHeld } from './certificates/on-session-held';
export { certificatePdf } from './certificates/certificate-pdf';
export { adminRevokeCertificate } from './certificates/revoke-certificate';
// --- end certificates ---
