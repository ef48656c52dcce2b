// Emulator setup shared by the accounts rules suites (profiles, learner-profiles, notifications,
// mail, contact-messages): seed with rules disabled, fresh contexts per test, data cleared between
// tests (firebase/quickstart-testing).
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach } from 'vitest';
// @ts-expect-error plain ESM helper shared with the scripts
import { HOST, PROJECT_ID, ports } from '../../scripts/lib/ports.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Registers before/after hooks and returns accessors for the test environment of this file. */
export function useRulesEnv() {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    const p = ports() as { firestore: number };
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { host: HOST, port: p.firestore, rules: fs.readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8') },
    });
  });
  beforeEach(async () => {
    await env?.clearFirestore();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  const get = (): RulesTestEnvironment => {
    if (!env) throw new Error('rules env not initialised');
    return env;
  };
  return {
    /** Firestore as a signed-in user (token email `${uid}@example.com` unless given; `admin` adds the claim). */
    as(uid: string, opts: { admin?: boolean; email?: string } = {}): Firestore {
      const token = { email: opts.email ?? `${uid}@example.com`, ...(opts.admin ? { admin: true } : {}) };
      return get().authenticatedContext(uid, token).firestore() as unknown as Firestore;
    },
    /** Firestore as a signed-out visitor. */
    anon(): Firestore {
      return get().unauthenticatedContext().firestore() as unknown as Firestore;
    },
    /** Writes seed data with rules disabled. */
    async seed(fn: (db: Firestore) => Promise<unknown>): Promise<void> {
      await get().withSecurityRulesDisabled((ctx) => fn(ctx.firestore() as unknown as Firestore).then(() => undefined));
    },
  };
}
