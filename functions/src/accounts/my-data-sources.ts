// Where a user's data lives (docs/accounts.md "My data"): documents whose id is the uid, and
// collections whose documents name the user in a field. The export reads exactly these, so an
// export holds only the caller's documents; a new per-user collection belongs here.

/** Collections whose document id is the user's uid. */
export const DOCS_BY_UID = [
  'profiles',
  'learner_profiles',
  'trainer_profiles',
  'verification_requests',
  'course_counts',
  'presence',
  'payout_accounts',
  'trainer_stats',
  'trainer_student_stats',
  'free_plan_limits',
  'notification_preferences',
  'user_search',
  'tax_profiles',
] as const;

/** [collection, field]: documents whose `field` equals the user's uid. */
export const DOCS_BY_FIELD: readonly (readonly [string, string])[] = [
  ['orders', 'uid'],
  ['refunds', 'uid'],
  ['enrollments', 'learner_id'],
  ['enrollments', 'trainer_id'],
  ['reviews', 'learner_id'],
  ['notifications', 'user_id'],
  ['course_watchers', 'user_id'],
  ['courses', 'trainer_id'],
  ['batches', 'trainer_id'],
  ['contact_requests', 'learner_id'],
  ['contact_requests', 'trainer_id'],
  ['contact_grants', 'learner_id'],
  ['contact_grants', 'trainer_id'],
  ['transfers', 'trainer_id'],
  ['statement_lines', 'trainer_id'],
  ['payout_debits', 'trainer_id'],
];

/** At most this many documents per source (a page of a very active account stays under the callable's 10 MB). */
export const MAX_DOCS_PER_SOURCE = 1000;
