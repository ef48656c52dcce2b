export * from './constants';
export * from './verification-checks';
export * from './options';
export * from './format';
export * from './relative-time';
export * from './messages';
export * from './public-messages';
export * from './payment-messages';
export * from './search-tokens';
export * from './trainer-card';
export * from './enrolment-counting';
export * from './verification-identity';
export * from './category-slug';
export * from './trainer-card-from-data';
export * from './trainer-profile-reading';
export * from './trainer-listing';
export * from './schemas/common';
export * from './schemas/read-field-by-field';
export * from './schemas/order';
export * from './schemas/refund';
export * from './schemas/payment-bookkeeping';
export * from './schemas/counter';
export * from './collections';
export * from './schemas/course';
export * from './schemas/learner-profile';
export * from './schemas/profile';
export * from './schemas/trainer-card';
export * from './schemas/trainer-profile';
export * from './schemas/contact-message';
export * from './schemas/enrollment';
export * from './schemas/notification';
export * from './schemas/trainer-form';
export * from './schemas/auth-forms';
export * from './plans';
export * from './earnings';
export * from './incl-gst';
export * from './schemas/payments';
// --- discovery ---
export * from './auth-errors';
export * from './search-terms';
export * from './search-query';
export * from './rating-label';
export * from './site-stats';
export * from './site-stat-values';
export * from './schemas/syllabus';
export * from './syllabus-time';
// --- end discovery ---
// --- rules helper: course limits (docs/decisions/021-course-limits.md) ---
export * from './plan-limits';
// --- trainer plan page: card states, fee disclosure (docs/decisions/160-trainer-plan-page.md, 161) ---
export * from './plan-card-state';
export * from './plan-fees';
export * from './schemas/autopay';
export * from './schemas/field-rules';
export * from './schemas/media-links';
export * from './video-embed';
// --- reviews ---
export * from './schemas/review';
// --- end reviews ---
// --- messaging ---
export * from './schemas/messaging';
export * from './messaging/constants';
export * from './messaging/ids';
export * from './messaging/rate';
export * from './messaging/response-time';
export * from './messaging/messages';
export * from './messaging/contact-shared';
// --- end messaging ---
// --- admin ---
export * from './schemas/verification';
export * from './schemas/admin';
export * from './admin/ledger';
export * from './schemas/admin-support';
export * from './schemas/server-records';
export * from './schemas/derived-records';
export * from './admin/support-state';
export * from './csv';
export * from './ist';
// --- end admin ---
// --- batches ---
export * from './schemas/batch';
export * from './schemas/cancellation';
export * from './cancel-messages';
export * from './refunds/refund-quote';
export * from './refunds/refund-terms';
export * from './batch-lifecycle';
export * from './course-publishing';
// --- end batches ---
// --- moneyback: plan cancellation, money invariant (docs/decisions/085-plan-money-back.md, 086) ---
export * from './plan-cancellation';
export * from './schemas/plan-cancellation';
export * from './money-invariant';
export * from './order-expiry';
// --- end moneyback ---
// --- students ---
export * from './students/trainer-student';
export * from './students/constants';
export * from './students/students-csv';
// --- end students ---
// --- route: earnings statement and payouts (docs/payouts.md) ---
export * from './schemas/payouts';
export * from './payouts';
export * from './statement-csv';
export * from './withholdings';
export * from './payout-debits';
// --- end route ---
// --- analytics ---
export * from './analytics';
// --- end analytics ---
// --- accounts: deletion, mail preferences (docs/accounts.md) ---
export * from './accounts/account-deletion';
export * from './accounts/notification-preferences';
// --- end accounts ---
export * from './invoices';
// --- sessions: dated classes, class links, reminders (docs/sessions.md) ---
export * from './schemas/session';
export * from './sessions/session-plan';
export * from './sessions/session-timing';
export * from './sessions/attendance';
// --- end sessions ---
// --- disputes and payouts per class (docs/decisions/200-payout-parts.md … 203) ---
export * from './disputes/payout-parts';
export * from './disputes/disputes';
export * from './disputes/schemas';
// --- certificates: completion, certificates, review gating (docs/learning-and-reviews.md) ---
export * from './certificates/completion';
export * from './certificates/review-gate';
export * from './schemas/certificate';
// --- end certificates ---
