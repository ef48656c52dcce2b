// `npx tsx web/e2e/prepare.ts`, inside `firebase emulators:exec`: prepares the e2e suite's data
// (prepare-data.ts) in a process of its own, so scripts/test-in-emulators.mjs can do it while the
// functions suite still runs and start Playwright later with SKILLSETU_E2E_PREPARED=1
// (docs/decisions/260-e2e-prepared-beside-the-functions-suite.md). Exits non-zero on failure.
import { prepareE2eData } from './prepare-data';

try {
  await prepareE2eData();
  process.exit(0);
} catch (err) {
  console.error('[e2e prepare] failed:', err);
  process.exit(1);
}
