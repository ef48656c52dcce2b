import { prepareE2eData } from './prepare-data';

/**
 * Playwright global setup (runs inside `firebase emulators:exec`): the demo marketplace and warm
 * callables (prepare-data.ts). `npm test` prepares them before Playwright starts, while the
 * functions suite still runs, and says so with SKILLSETU_E2E_PREPARED=1: then there is nothing left
 * to do (docs/decisions/260-e2e-prepared-beside-the-functions-suite.md).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.SKILLSETU_E2E_PREPARED === '1') return;
  await prepareE2eData();
}
