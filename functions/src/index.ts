// One deployed function per export, each defined in the module named beside it (docs/architecture.md#layout).
// A process that serves one function (FUNCTION_TARGET: an emulator worker, a Cloud Run instance)
// loads that function's module alone; discovery loads them all (ADR 230, lib/only-target.ts).
// functions/build.mjs makes each module named here an entry of the bundle; only-target.unit.test.ts
// checks each name is exported by its module.
// First: the global options (region, App Check) are set before any function is defined.
import './lib/global-options';
import { servesOnly } from './lib/only-target';

const serve = servesOnly(import.meta.url);

export const onTrainerProfileWritten = serve('onTrainerProfileWritten', './trainers/on-trainer-profile-written');
export const onCourseWritten = serve('onCourseWritten', './trainers/on-course-written');
// --- payments ---
export const getRazorpayKey = serve('getRazorpayKey', './payments/get-razorpay-key');
export const createRazorpayOrder = serve('createRazorpayOrder', './payments/create-razorpay-order');
export const verifyRazorpayPayment = serve('verifyRazorpayPayment', './payments/verify-razorpay-payment');
export const razorpayWebhook = serve('razorpayWebhook', './payments/razorpay-webhook');
export const activateFreePlan = serve('activateFreePlan', './payments/activate-free-plan');
export const expirePlans = serve('expirePlans', './plans/expire-plans');
export const retryRefunds = serve('retryRefunds', './payments/retry-refunds');
// --- end payments ---
// --- accounts ---
export const sendTrainerVerification = serve('sendTrainerVerification', './mail/send-trainer-verification');
export const sendPasswordReset = serve('sendPasswordReset', './mail/send-password-reset');
export const sendEmailVerification = serve('sendEmailVerification', './mail/send-email-verification');
export const exportMyData = serve('exportMyData', './accounts/export-my-data');
export const deleteMyAccount = serve('deleteMyAccount', './accounts/delete-my-account');
export const onProfileWritten = serve('onProfileWritten', './profiles/on-profile-written');
export const submitContactMessage = serve('submitContactMessage', './contact/submit-contact-message');
// --- end accounts ---
// --- discovery ---
export const refreshSiteStats = serve('refreshSiteStats', './discovery/refresh-site-stats');
export const onCoursePriceChanged = serve('onCoursePriceChanged', './discovery/on-course-price-changed');
export const onBatchCreated = serve('onBatchCreated', './discovery/on-batch-created');
// --- end discovery ---
// --- reviews ---
export const onReviewWritten = serve('onReviewWritten', './reviews/on-review-written');
// --- end reviews ---
// --- messaging ---
export const onMessageCreated = serve('onMessageCreated', './messaging/on-message-created');
export const requestContact = serve('requestContact', './messaging/request-contact');
export const respondContactRequest = serve('respondContactRequest', './messaging/respond-contact-request');
export const revokeContactGrant = serve('revokeContactGrant', './messaging/revoke-contact-grant');
export const reportConversation = serve('reportConversation', './messaging/report-conversation');
// --- end messaging ---
// --- admin ---
export const adminDecideVerification = serve('adminDecideVerification', './admin/decide-verification');
export const adminSetAdmin = serve('adminSetAdmin', './admin/set-admin');
export const adminSetDisabled = serve('adminSetDisabled', './admin/set-disabled');
export const adminGetUser = serve('adminGetUser', './admin/get-user');
export const adminMarkContactHandled = serve('adminMarkContactHandled', './admin/mark-contact-handled');
export const adminReplyContact = serve('adminReplyContact', './admin/reply-contact');
export const adminLedger = serve('adminLedger', './admin/ledger');
export const adminReconcile = serve('adminReconcile', './admin/reconcile');
export const adminOverview = serve('adminOverview', './admin/overview');
export const adminUserActivity = serve('adminUserActivity', './admin/user-activity');
export const adminActOnReport = serve('adminActOnReport', './admin/act-on-report');
// --- end admin ---
// --- batches ---
export const quoteCancellation = serve('quoteCancellation', './payments/quote-cancellation');
export const cancelEnrollment = serve('cancelEnrollment', './payments/cancel-enrollment');
export const cancelBatch = serve('cancelBatch', './payments/cancel-batch');
export const advanceBatches = serve('advanceBatches', './batches/advance-batches-job');
export const onBatchMoved = serve('onBatchMoved', './batches/on-batch-moved');
// --- end batches ---
// --- moneyback: plan cancellation under the 30-day money-back guarantee (docs/decisions/085-plan-money-back.md) ---
export const cancelPlan = serve('cancelPlan', './plans/cancel-plan');
// autopay: Professional as a Razorpay Subscription (docs/decisions/162-autopay-subscriptions.md)
export const createAutopay = serve('createAutopay', './plans/create-autopay');
export const verifyAutopay = serve('verifyAutopay', './plans/verify-autopay');
export const cancelAutopay = serve('cancelAutopay', './plans/cancel-autopay');
// --- end moneyback ---
// --- enrolments: one trigger runs every projection of an enrolment (docs/decisions/307-one-trigger-per-collection.md) ---
export const onEnrollmentWritten = serve('onEnrollmentWritten', './enrollments/on-enrollment-written');
// --- end enrolments ---
// --- route: earnings statement and payouts (docs/payouts.md) ---
export const setupPayoutAccount = serve('setupPayoutAccount', './payouts/setup-payout-account');
export const onRefundPayout = serve('onRefundPayout', './payouts/on-refund-payout');
export const releaseHeldTransfers = serve('releaseHeldTransfers', './payouts/release-held-transfers');
export const onTestClockWritten = serve('onTestClockWritten', './payouts/on-test-clock-written');
// --- end route ---
// --- analytics ---
export const recordView = serve('recordView', './analytics/record-view');
// --- end analytics ---
// --- documents: invoices and credit notes (docs/payments.md#invoices) ---
export const onOrderPaid = serve('onOrderPaid', './invoices/on-order-paid');
export const saveTaxDetails = serve('saveTaxDetails', './invoices/save-tax-details');
export const invoicePdf = serve('invoicePdf', './invoices/invoice-pdf');
export const onRefundProcessed = serve('onRefundProcessed', './invoices/on-refund-processed');
export const issueCommissionInvoices = serve('issueCommissionInvoices', './invoices/commission-invoices');
export const issueMyCommissionInvoice = serve('issueMyCommissionInvoice', './invoices/commission-invoices');
// --- end documents ---
// --- sessions: dated classes, class links, calendar, reminders (docs/sessions.md) ---
export const scheduleSessions = serve('scheduleSessions', './sessions/schedule-sessions');
export const setClassPlace = serve('setClassPlace', './sessions/schedule-sessions');
export const changeSession = serve('changeSession', './sessions/change-session');
export const markAttendance = serve('markAttendance', './sessions/mark-attendance');
export const sessionCalendar = serve('sessionCalendar', './sessions/session-calendar');
export const sendSessionReminders = serve('sendSessionReminders', './sessions/send-session-reminders');
// --- end sessions ---
// --- disputes and payouts per class (docs/payouts.md#paid-per-class, docs/sessions.md#report-a-problem) ---
export const onSessionHeldParts = serve('onSessionHeldParts', './payouts/on-session-held');
export const reportClassProblem = serve('reportClassProblem', './disputes/report-class-problem');
export const resolveDispute = serve('resolveDispute', './disputes/resolve-dispute');
// --- end disputes ---
// --- certificates: completion, certificates, review invitations (docs/learning-and-reviews.md) ---
export const onSessionHeld = serve('onSessionHeld', './certificates/on-session-held');
export const certificatePdf = serve('certificatePdf', './certificates/certificate-pdf');
export const adminRevokeCertificate = serve('adminRevokeCertificate', './certificates/revoke-certificate');
// --- end certificates ---
