// `npx tsx scripts/generate-indexes.ts`: writes firestore.indexes.json from the queries the app runs.
// The Find Trainers indexes come from domain's listingCompositeIndexes() (every filter combination x
// sort field x direction); domain/src/firestore-indexes.test.ts fails when the committed file drifts.
import { listingCompositeIndexes } from '@skillsetu/domain';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Composite indexes of queries outside Find Trainers (kept in sync with the test's expectations). */
export const OTHER_INDEXES = [
  // A trainer's published courses, newest or oldest first (public profile, course pages).
  ...(['ASCENDING', 'DESCENDING'] as const).map((order) => ({
    collectionGroup: 'courses',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'trainer_id', order: 'ASCENDING' },
      { fieldPath: 'is_active', order: 'ASCENDING' },
      { fieldPath: 'created_at', order },
    ],
  })),
  // Plans ending soon or ended (functions/src/plans/plan-lifecycle.ts, the hourly plan job).
  {
    collectionGroup: 'profiles',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'subscription_status', order: 'ASCENDING' },
      { fieldPath: 'subscription_end_date', order: 'ASCENDING' },
    ],
  },
  // A trainer's cheapest published course (the card trigger's lowest price, docs/decisions/024-incremental-trainer-card.md).
  {
    collectionGroup: 'courses',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'trainer_id', order: 'ASCENDING' },
      { fieldPath: 'is_active', order: 'ASCENDING' },
      { fieldPath: 'price', order: 'ASCENDING' },
    ],
  },
  // A user's notifications, newest first (the bell's live listener, at most 50).
  {
    collectionGroup: 'notifications',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'user_id', order: 'ASCENDING' },
      { fieldPath: 'created_at', order: 'DESCENDING' },
    ],
  },
  // --- reviews and My Learning ---
  // A trainer's or a course's reviews, newest first (the Reviews tabs, 10 a page; docs/decisions/030-review-stats.md).
  ...(['trainer_id', 'course_id'] as const).map((field) => ({
    collectionGroup: 'reviews',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: field, order: 'ASCENDING' },
      { fieldPath: 'created_at', order: 'DESCENDING' },
    ],
  })),
  // A learner's enrolments, newest first (My Learning).
  {
    collectionGroup: 'enrollments',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'learner_id', order: 'ASCENDING' },
      { fieldPath: 'created_at', order: 'DESCENDING' },
    ],
  },
  // --- end reviews and My Learning ---
  // --- admin ---
  // The verification queue: pending oldest first; decided ones newest first (web/src/features/admin).
  ...(['ASCENDING', 'DESCENDING'] as const).map((order) => ({
    collectionGroup: 'verification_requests',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'submitted_at', order },
    ],
  })),
  // Users search: a role filter with an email or name prefix.
  ...(['email', 'full_name'] as const).map((field) => ({
    collectionGroup: 'profiles',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'user_type', order: 'ASCENDING' },
      { fieldPath: field, order: 'ASCENDING' },
    ],
  })),
  // The payments ledger (adminLedger): status and/or purpose, newest first; the overview's paid this month.
  ...[['status'], ['purpose'], ['status', 'purpose']].map((eq) => ({
    collectionGroup: 'orders',
    queryScope: 'COLLECTION',
    fields: [
      ...eq.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })),
      { fieldPath: 'created_at', order: 'DESCENDING' },
    ],
  })),
  {
    collectionGroup: 'orders',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'paid_at', order: 'ASCENDING' },
    ],
  },
  // --- end admin ---
  // --- messaging ---
  // A user's conversations, most recent first (/messages list).
  {
    collectionGroup: 'conversations',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'participants', arrayConfig: 'CONTAINS' },
      { fieldPath: 'last_message_at', order: 'DESCENDING' },
    ],
  },
  // A trainer's contact requests, newest first (dashboard and /messages).
  {
    collectionGroup: 'contact_requests',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'trainer_id', order: 'ASCENDING' },
      { fieldPath: 'created_at', order: 'DESCENDING' },
    ],
  },
  // --- end messaging ---
  // --- batches (docs/decisions/080-batches-and-seats.md) ---
  // Future scheduled batches of a course or a trainer, soonest first (Upcoming tabs, Enroll Now, createRazorpayOrder).
  ...(['course_id', 'trainer_id'] as const).map((field) => ({
    collectionGroup: 'batches',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: field, order: 'ASCENDING' },
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'starts_at', order: 'ASCENDING' },
    ],
  })),
  // A trainer's own batches, latest start first (the dashboard's Batches section).
  {
    collectionGroup: 'batches',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'trainer_id', order: 'ASCENDING' },
      { fieldPath: 'starts_at', order: 'DESCENDING' },
    ],
  },
  // Batches whose start or end has come (functions/src/batches/advance-batches.ts, docs/decisions/130-batch-lifecycle.md).
  ...(['starts_at', 'ends_at'] as const).map((field) => ({
    collectionGroup: 'batches',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: field, order: 'ASCENDING' },
    ],
  })),
  // --- end batches ---
  // --- students ---
  // A trainer's students newest first, all or filtered by course, or by course and batch (the
  // Students tab, 50 a page; docs/decisions/090-trainer-students-projection.md).
  ...[[], ['course_id'], ['course_id', 'batch_id']].map((filters) => ({
    collectionGroup: 'trainer_students',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'trainer_id', order: 'ASCENDING' },
      ...filters.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })),
      { fieldPath: 'created_at', order: 'DESCENDING' },
    ],
  })),
  // --- end students ---
  // --- route: payouts and the earnings statement (docs/payouts.md) ---
  // A trainer's statement of one IST month, oldest first (the Earnings tab).
  {
    collectionGroup: 'statement_lines',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'trainer_id', order: 'ASCENDING' },
      { fieldPath: 'month', order: 'ASCENDING' },
      { fieldPath: 'occurred_at', order: 'ASCENDING' },
    ],
  },
  // A trainer's payouts, newest first (the Earnings tab).
  {
    collectionGroup: 'transfers',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'trainer_id', order: 'ASCENDING' },
      { fieldPath: 'created_at', order: 'DESCENDING' },
    ],
  },
  // Held payouts whose hold has ended (functions/src/payouts/release.ts).
  {
    collectionGroup: 'transfers',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'on_hold_until', order: 'ASCENDING' },
    ],
  },
  // Parts of per-class payouts due for release (functions/src/payouts/payout-parts.ts, ADR 201).
  {
    collectionGroup: 'payout_parts',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'release_at', order: 'ASCENDING' },
    ],
  },
  // A trainer's payout parts (the Earnings tab).
  {
    collectionGroup: 'payout_parts',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'trainer_id', order: 'ASCENDING' },
      { fieldPath: 'order_id', order: 'ASCENDING' },
    ],
  },
  // Open disputes, oldest first (the admin Disputes queue).
  {
    collectionGroup: 'disputes',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'created_at', order: 'ASCENDING' },
    ],
  },
  // --- end route ---
  // --- analytics ---
  // A trainer's active enrolments in one IST month, counted and summed (web/src/features/analytics).
  {
    collectionGroup: 'enrollments',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'trainer_id', order: 'ASCENDING' },
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'created_at', order: 'ASCENDING' },
    ],
  },
  // --- end analytics ---
];

/** The whole firestore.indexes.json document. */
export function firestoreIndexesFile() {
  return { indexes: [...listingCompositeIndexes(), ...OTHER_INDEXES], fieldOverrides: [] };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = path.join(ROOT, 'firestore.indexes.json');
  const file = firestoreIndexesFile();
  fs.writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`Wrote ${file.indexes.length} composite indexes to ${path.relative(ROOT, out)}`);
}
