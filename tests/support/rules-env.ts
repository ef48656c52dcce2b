// Emulator setup shared by every firestore.rules suite: the emulator from FIRESTORE_EMULATOR_HOST
// (set by `firebase emulators:exec`; else this offset's port), rules read from firestore.rules,
// seed data written with rules disabled, data cleared before each test (firebase/quickstart-testing).
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { HOST, PROJECT_ID, ports } from '../../scripts/lib/ports.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Host and port of the Firestore emulator: FIRESTORE_EMULATOR_HOST, else scripts/lib/ports.mjs. */
export function firestoreEmulator(): { host: string; port: number } {
  const fromEnv = process.env.FIRESTORE_EMULATOR_HOST;
  if (fromEnv) {
    const i = fromEnv.lastIndexOf(':');
    return { host: fromEnv.slice(0, i).replace(/^\[|\]$/g, ''), port: Number(fromEnv.slice(i + 1)) };
  }
  return { host: HOST, port: ports().firestore };
}

/** Accessors for one test file's rules environment (see useRulesEnv). */
export interface RulesEnv {
  /**
   * Firestore as a signed-in user (token email `${uid}@example.com` unless given, verified unless
   * `verified: false`; `admin` adds the claim).
   */
  as(uid: string, opts?: { admin?: boolean; email?: string; verified?: boolean }): Firestore;
  /** Firestore as a signed-out visitor. */
  anon(): Firestore;
  /** Writes seed data with rules disabled. */
  seed(fn: (db: Firestore) => Promise<unknown>): Promise<void>;
  /** The underlying environment (for anything the accessors do not cover). */
  env(): RulesTestEnvironment;
}

/**
 * Registers beforeAll/beforeEach/afterAll hooks for a rules suite (project demo-skillsetu, rules
 * from firestore.rules, Firestore cleared before each test) and returns its accessors.
 */
export function useRulesEnv(): RulesEnv {
  let testEnv: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    testEnv = await initializeTestEnvironment({
      projectId: PROJECT_ID as string,
      firestore: { ...firestoreEmulator(), rules: fs.readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8') },
    });
  });
  beforeEach(async () => {
    // The rules suites run on a Firestore emulator of their own (no functions emulator, so no
    // trigger holds a lock on the seed data): one clear is enough (docs/testing.md).
    await testEnv?.clearFirestore();
  });
  afterAll(async () => {
    await testEnv?.cleanup();
  });
  const env = (): RulesTestEnvironment => {
    if (!testEnv) throw new Error('rules env not initialised (call useRulesEnv at the top of the file)');
    return testEnv;
  };
  return {
    env,
    as(uid, opts = {}) {
      const token = {
        email: opts.email ?? `${uid}@example.com`,
        email_verified: opts.verified ?? true,
        ...(opts.admin ? { admin: true } : {}),
      };
      return env().authenticatedContext(uid, token).firestore() as unknown as Firestore;
    },
    anon() {
      return env().unauthenticatedContext().firestore() as unknown as Firestore;
    },
    async seed(fn) {
      await env().withSecurityRulesDisabled(async (ctx) => {
        await fn(ctx.firestore() as unknown as Firestore);
      });
    },
  };
}

/** A profiles/{uid} document (domain profileSchema) for seeding, with the given user_type. */
export function seedProfile(uid: string, userType: 'learner' | 'trainer' | 'admin'): Record<string, unknown> {
  return {
    id: uid,
    full_name: `${uid} Test`,
    email: `${uid}@example.com`,
    phone: null,
    city: null,
    avatar_url: null,
    user_type: userType,
    subscription_status: userType === 'trainer' ? 'active' : null,
    subscription_plan: userType === 'trainer' ? 'starter' : null,
    subscription_start_date: null,
    // a trainer's Starter plan runs for a year from now (publishing needs an active plan)
    subscription_end_date: userType === 'trainer' ? new Date(Date.now() + 365 * 24 * 3600 * 1000) : null,
    updated_at: new Date(),
  };
}
