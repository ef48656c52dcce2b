// Runs inside `firebase emulators:exec` (the emulator host variables are set): the Razorpay test
// double, then the rules, functions and Playwright suites chosen by SKILLSETU_TEST_STEPS.
// Writes JSON reports to reports/; exits non-zero if any suite failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPORTS, ROOT } from './lib/paths.mjs';
import { startServices } from './lib/services.mjs';

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
await services.stop();
if (!fs.existsSync(REPORTS)) fs.mkdirSync(REPORTS, { recursive: true });
process.exit(ok ? 0 : 1);
