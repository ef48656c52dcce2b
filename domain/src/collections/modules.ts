// Every collection module, one export each: collections/index.ts re-exports them and lists them all
// (COLLECTION_MODULES) from this one list. A new module is one name here.
export { adminAudit } from './admin-audit';
export { attendance } from './attendance';
export { autopayPlans, planSubscriptions } from './autopay';
export { batches } from './batches';
export { certificateIssues, certificates } from './certificates';
export { classLinks } from './class-links';
export { contactGrants, contactRequests } from './contacts';
export { conversations, messages } from './conversations';
export { counters } from './counters';
export { courses } from './courses';
export { disputes } from './disputes';
export { enrollments } from './enrollments';
export { invoiceCounters, invoices } from './invoices';
export { learnerProfiles } from './learner-profiles';
export { notificationPreferences } from './notification-preferences';
export { notifications } from './notifications';
export { orders } from './orders';
export { orderLeases, pendingPurchases, transferLeases, webhookEvents } from './payment-bookkeeping';
export { payoutAccounts } from './payout-accounts';
export { payoutDebits } from './payout-debits';
export { payoutParts } from './payout-parts';
export { profiles } from './profiles';
export { refunds } from './refunds';
export { reviews, reviewStats } from './reviews';
export { sessions } from './sessions';
export { siteStats } from './site-stats';
export { statementLines } from './statement-lines';
export { taxProfiles } from './tax-profiles';
export { trainerProfiles } from './trainer-profiles';
export { trainerStudents, trainerStudentStats } from './trainer-students';
export { transfers } from './transfers';
export { verificationRequests } from './verification-requests';
export {
  accountDeletions,
  freePlanLimits,
  mail,
  planReminders,
  rateLimits,
  testClock,
  viewDedupe,
} from './server-records';
export {
  courseCounts,
  courseStats,
  courseWatchers,
  messageRates,
  presence,
  trainerAnalytics,
  trainerResponseSamples,
  trainerStats,
  trainerStudentBatches,
} from './derived-records';
export { contactMessages, conversationReports, hiddenReviews, userSearch } from './inboxes';
export { trainerCards } from './trainer-cards';
