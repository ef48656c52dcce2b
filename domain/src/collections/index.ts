import type { z } from 'zod';
import { batches } from './batches';
import { conversations, messages } from './conversations';
import { courses } from './courses';
import { disputes } from './disputes';
import { enrollments } from './enrollments';
import { orders } from './orders';
import { payoutAccounts } from './payout-accounts';
import { payoutDebits } from './payout-debits';
import { payoutParts } from './payout-parts';
import { profiles } from './profiles';
import { refunds } from './refunds';
import { sessions } from './sessions';
import { statementLines } from './statement-lines';
import { trainerProfiles } from './trainer-profiles';
import { transfers } from './transfers';

export * from './collection';

/** Any collection module, whatever its document type (for lists and repo tests). */
export interface AnyCollection {
  name: string;
  pattern: string;
  schema: z.ZodType;
  make: () => unknown;
  read: (id: string, data: Record<string, unknown>) => { valid: boolean; dropped: string[] };
}
export {
  batches,
  conversations,
  courses,
  disputes,
  enrollments,
  messages,
  orders,
  payoutAccounts,
  payoutDebits,
  payoutParts,
  profiles,
  refunds,
  sessions,
  statementLines,
  trainerProfiles,
  transfers,
};

/**
 * Every collection module (docs/decisions/240-one-module-per-collection.md), one per collection
 * firestore.rules matches; domain/src/repo-docs/collection-modules.test.ts fails when a collection
 * has none and is not listed as still to do there.
 */
export const COLLECTION_MODULES: readonly AnyCollection[] = [
  batches,
  conversations,
  courses,
  disputes,
  enrollments,
  messages,
  orders,
  payoutAccounts,
  payoutDebits,
  payoutParts,
  profiles,
  refunds,
  sessions,
  statementLines,
  trainerProfiles,
  transfers,
];
