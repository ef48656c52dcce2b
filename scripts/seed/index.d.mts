// Types of scripts/seed/index.mjs for TypeScript callers (Playwright global setup, tests).

export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  name: string;
}

/** The demo accounts documented in the README. */
export declare const DEMO_ACCOUNTS: { learner: DemoAccount; trainer: DemoAccount; admin: DemoAccount };
/** Password of every seeded (non-demo) trainer account. */
export declare const SEEDED_TRAINER_PASSWORD: string;
/** Number of trainer cards the seed produces. */
export declare const SEEDED_TRAINER_COUNT: number;

/** Seeds the demo data into the emulators idempotently; returns the trainer uids and demo accounts. */
export declare function seedDemoData(options?: {
  log?: (message: string) => void;
}): Promise<{ trainerUids: string[]; accounts: typeof DEMO_ACCOUNTS }>;

/** Polls until at least minCount trainer cards (and each card of uids) exist; throws after timeoutMs. */
export declare function waitForTrainerCards(minCount?: number, timeoutMs?: number, uids?: string[]): Promise<number>;
