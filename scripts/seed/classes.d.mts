// Types of scripts/seed/classes.mjs for TypeScript callers.
import type { Firestore } from 'firebase-admin/firestore';

export interface SeedAccount {
  uid: string;
  email: string;
  password: string;
}

/** The demo learner's running and completed batches, classes, attendance and certificate (idempotent). */
export declare function seedClasses(
  db: Firestore,
  options: {
    learner: SeedAccount;
    running: { course: { id: string }; trainer: SeedAccount };
    completed: { course: { id: string }; trainer: SeedAccount };
    log?: (message: string) => void;
  },
): Promise<{ certificateId: string }>;
