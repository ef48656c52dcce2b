// Runs inside `firebase emulators:exec` (the emulator host variables are set): the Razorpay test
// double, then the rules, functions and Playwright suites chosen by SKILLSETU_TEST_STEPS.
// Writes JSON reports to reports/; exits non-zero if any suite failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPORTS, ROOT } from './lib/paths.mjs';
import { startServices } from './lib/services.mjs';

/** The reconciliation after e2e is asked this many times, this far apart, while it still finds a problem. */
const RECONCILE_ATTEMPTS = 6;
const RECONCILE_PAUSE_MS = 5000;
const steps = new Set((process.env.SKILLSETU_TEST_STEPS ?? 'rules,functions,e2e').split(','));
const files = (process.env.SKILLSETU_VITEST_FILES ?? '').split(',').filter(Boolean);
const services = await startServices();
let ok = true;
const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: process.env, ...opts });
  if (r.status !== 0) ok = false;
};

// One project at a time: the rules suites clear the whole emulator database before each test,
// which would delete the functions suites' data (and abort their transactions) if both ran at once.
for (const project of ['rules', 'functions'].filter((s) => steps.has(s))) {
  run('npx', [
    'vitest',
    'run',
    '--project',
    project,
    ...(files.length ? [...files, '--passWithNoTests'] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(REPORTS, `vitest-emulators-${project}.json`)}`,
  ]);
}
if (steps.has('e2e')) {
  const grep = process.env.SKILLSETU_E2E_GREP;
  run('npx', ['playwright', 'test', '-c', 'web/playwright.config.ts', ...(grep ? ['--grep', grep] : [])], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(REPORTS, 'playwright.json') },
  });
}
// After the whole Playwright suite (the demo as its users left it), the reconciliation must find no
// money problem (docs/payments.md, "Reconciling the money"). Triggers and webhooks still in flight
// settle within seconds, so a failing run is asked again a few times before it counts as a failure.
if (steps.has('e2e') && !process.env.SKILLSETU_E2E_GREP) {
  let r = null;
  for (let attempt = 1; attempt <= RECONCILE_ATTEMPTS; attempt++) {
    r = spawnSync('npx', ['tsx', 'scripts/reconcile.ts'], { cwd: ROOT, env: process.env, encoding: 'utf8' });
    if (r.status === 0 || r.status === 2) break;
    await new Promise((done) => setTimeout(done, RECONCILE_PAUSE_MS));
  }
  const out = `${r?.stdout ?? ''}${r?.stderr ?? ''}`;
  const passed = r?.status === 0;
  console.log(`\n=== reconcile after e2e: ${passed ? 'ok' : 'FAILED'} ===`);
  console.log(
    passed
      ? out
          .trim()
          .split('\n')
          .filter((l) => /orders:|sales:|debits?/.test(l))
          .join('\n')
      : out,
  );
  fs.writeFileSync(
    path.join(REPORTS, 'extra-reconcile.json'),
    JSON.stringify({ passed: passed ? 1 : 0, failed: passed ? 0 : 1, skipped: 0, name: 'reconcile after e2e' }),
  );
  if (!passed) ok = false;
}
await services.stop();
if (!fs.existsSync(REPORTS)) fs.mkdirSync(REPORTS, { recursive: true });
process.exit(ok ? 0 : 1);
