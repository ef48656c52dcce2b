// Runs inside `firebase emulators:exec` (the emulator host variables are set): the Razorpay test
// double, then the suites chosen by SKILLSETU_TEST_STEPS; `npm test` starts one of these per suite,
// functions and e2e on emulators of their own (scripts/test.mjs; the rules suite runs on a
// Firestore emulator of its own). For e2e it first prepares the data (web/e2e/prepare.ts: the seed,
// warm callables), then waits for the gate files SKILLSETU_E2E_START_GATE (the functions suite has
// ended, ADR 260) and SKILLSETU_E2E_GATE (the other checks have ended) when they are set, then runs
// Playwright, on the spec files SKILLSETU_E2E_FILES names when it is set (this stack's share when
// the e2e suite runs on two emulator stacks, ADR 274). Writes JSON reports to reports/ (named by the
// port offset, so two stacks never overwrite each other's) and each suite's wall and CPU time to
// reports/timings-<steps>-<offset>.json; exits non-zero if any suite failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { childrenCpuSeconds } from './lib/cpu.mjs';
import { fileFilters } from './lib/e2e-stacks.mjs';
import { REPORTS, ROOT } from './lib/paths.mjs';
import { portOffset } from './lib/ports.mjs';
import { startServices } from './lib/services.mjs';

/** The reconciliation after e2e is asked this many times, this far apart, while it still finds a problem. */
const RECONCILE_ATTEMPTS = 6;
const RECONCILE_PAUSE_MS = 5000;
const steps = new Set((process.env.SKILLSETU_TEST_STEPS ?? 'functions,e2e').split(','));
const files = (process.env.SKILLSETU_VITEST_FILES ?? '').split(',').filter(Boolean);
/** This stack's spec files (e.g. `payouts.spec.ts`); none: every spec. */
const specs = (process.env.SKILLSETU_E2E_FILES ?? '').split(',').filter(Boolean);
const offset = portOffset();
const services = await startServices();

/** The longest e2e waits for the other checks: should `npm test` die, e2e still runs and the run ends. */
const GATE_MAX_WAIT_MS = 60 * 60 * 1000;

/**
 * Waits until `npm test` has written the gate file named by the environment variable `variable`
 * (SKILLSETU_E2E_START_GATE: the functions suite has ended, so the two suites' tests never share
 * the CPU, ADR 215 and 260; SKILLSETU_E2E_GATE: lint, typecheck, unit and rules have ended, ADR
 * 150); the wait is a timed row of its own, `row`. Returns at once when the variable is unset (the
 * script run by itself) or the file exists.
 * @param {string} variable
 * @param {string} row
 */
async function gateOpen(variable, row) {
  const gate = process.env[variable];
  if (!gate || fs.existsSync(gate)) return;
  const startedAt = Date.now();
  console.log(`[e2e] ${row}…`);
  while (!fs.existsSync(gate) && Date.now() - startedAt < GATE_MAX_WAIT_MS)
    await new Promise((done) => setTimeout(done, 500));
  timings.push({ name: row, startedAt, endedAt: Date.now(), ok: true });
}
let ok = true;
/**
 * Each suite's { name, startedAt, endedAt, ok, cpu } (epoch ms; cpu: the suite runner's CPU seconds,
 * the emulators' not included), for the table at the end of `npm test`.
 */
const timings = [];
/** CPU seconds of the commands this script ran since `before` (a childrenCpuSeconds() reading). */
const cpuSince = (before) => (before === null ? null : Math.round(((childrenCpuSeconds() ?? 0) - before) * 10) / 10);
/**
 * Runs one step, timed; a failed step fails the run unless `fatal: false`. Returns whether it passed.
 * @returns {boolean}
 */
const run = (name, cmd, args, { fatal = true, ...opts } = {}) => {
  const startedAt = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: process.env, ...opts });
  if (r.status !== 0 && fatal) ok = false;
  timings.push({ name, startedAt, endedAt: Date.now(), ok: r.status === 0, cpu: cpuSince(cpuBefore) });
  return r.status === 0;
};

// Both suites in one run (the script started by hand): functions first, since Playwright's global
// setup empties the database the functions suite uses.
if (steps.has('functions')) {
  run('functions suite', 'npx', [
    'vitest',
    'run',
    '--project',
    'functions',
    ...(files.length ? [...files, '--passWithNoTests'] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(REPORTS, 'vitest-emulators-functions.json')}`,
  ]);
}
if (steps.has('e2e')) {
  // The demo data and warm callables before Playwright, while the functions suite may still run
  // (ADR 260). A failure here is not the run's: Playwright's global setup then prepares again, and
  // fails the run if that fails too.
  const prepared = run('e2e data: seed, warm callables', 'npx', ['tsx', 'web/e2e/prepare.ts'], { fatal: false });
  await gateOpen('SKILLSETU_E2E_START_GATE', 'e2e waits for the functions suite');
  await gateOpen('SKILLSETU_E2E_GATE', 'e2e waits for the other checks');
  const grep = process.env.SKILLSETU_E2E_GREP;
  const repeat = process.env.SKILLSETU_E2E_REPEAT_EACH;
  run(
    'e2e suite (Playwright)',
    'npx',
    [
      'playwright',
      'test',
      '-c',
      'web/playwright.config.ts',
      ...(grep ? ['--grep', grep] : []),
      ...(repeat ? ['--repeat-each', repeat] : []),
      ...fileFilters(specs),
    ],
    {
      env: {
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(REPORTS, `playwright-${offset}.json`),
        SKILLSETU_E2E_PREPARED: prepared ? '1' : '',
      },
    },
  );
}
// After the whole Playwright suite (the demo as its users left it), the reconciliation must find no
// money problem (docs/payments.md, "Reconciling the money"). Triggers and webhooks still in flight
// settle within seconds, so a failing run is asked again a few times before it counts as a failure.
if (steps.has('e2e') && !process.env.SKILLSETU_E2E_GREP) {
  const startedAt = Date.now();
  const cpuBefore = childrenCpuSeconds();
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
    path.join(REPORTS, `extra-reconcile-${offset}.json`),
    JSON.stringify({
      passed: passed ? 1 : 0,
      failed: passed ? 0 : 1,
      skipped: 0,
      name: `reconcile after e2e (offset ${offset})`,
    }),
  );
  if (!passed) ok = false;
  timings.push({ name: 'reconcile after e2e', startedAt, endedAt: Date.now(), ok: passed, cpu: cpuSince(cpuBefore) });
}
await services.stop();
if (!fs.existsSync(REPORTS)) fs.mkdirSync(REPORTS, { recursive: true });
fs.writeFileSync(path.join(REPORTS, `timings-${[...steps].join('-')}-${offset}.json`), JSON.stringify(timings));
process.exit(ok ? 0 : 1);
