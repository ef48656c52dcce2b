// `npm test`: installs what is missing, then runs lint, typecheck, the unit tests, the build and the
// rules suite (on a Firestore emulator of its own) side by side, then, as soon as the build is done,
// the functions suite and, once lint, typecheck and unit have ended, the e2e suite's emulators, each
// under a `firebase emulators:exec` of its own: the e2e data is seeded while the functions suite runs,
// and Playwright starts when it is, beside the end of the functions suite and the rules suite.
// Each phase's output is printed in one block when it ends; a
// table of phase times and CPU seconds and one plain line `N passed, N failed, N skipped` end the
// run, which exits non-zero on any failure.
// docs/testing.md; the schedule: docs/decisions/150-parallel-test-loop.md, 215 and 260.
//
// Options (for developers): --only=lint,typecheck,unit,rules,functions,e2e   --grep=<e2e title regex>
//   --files=<a,b> (vitest file filters for the unit, rules and functions suites, e.g. --files=payouts)
//   --changed (run what the diff against the merge base with main touches; prints its choice)
//   --repeat-each=<n> (each chosen Playwright test n times: a flaky test proven steady)
import fs from 'node:fs';
import path from 'node:path';
import { changedPlan, ALL_STEPS } from './lib/changed.mjs';
import { childrenCpuSeconds } from './lib/cpu.mjs';
import { e2eStackCount, planE2eStacks } from './lib/e2e-stacks.mjs';
import { emulatorEnv, firebaseArgs, requireJava, webDistDir } from './lib/emulator-env.mjs';
import { REPORTS } from './lib/paths.mjs';
import { finish, readProcessesFromNow, results, runPhase, timingTable } from './lib/phases.mjs';
import { portOffset } from './lib/ports.mjs';
import { countReports, failedPageSnapshot, failureLines, MAX_FAILURE_LINES } from './lib/report.mjs';
import { ensureChromium, ensureDependencies, ensureLocalSecrets } from './lib/setup.mjs';

const args = process.argv.slice(2);
const arg = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const grep = arg('grep');
const globalFiles = (arg('files') ?? '').split(',').filter(Boolean);
const plan = args.includes('--changed') ? changedPlan() : null;
const only = arg('only') ? new Set(arg('only').split(',')) : null;
const steps = new Set(ALL_STEPS.filter((s) => (!only || only.has(s)) && (!plan || plan.steps.has(s))));
/** Vitest file filters of one suite: --files, else the changed test files --changed chose, else all. */
const filesFor = (step) => (globalFiles.length ? globalFiles : (plan?.files[step] ?? []));
if (plan) {
  console.log(`[changed] against ${plan.base}:\n${plan.reasons.map((r) => `  ${r}`).join('\n')}`);
  console.log(`[changed] running: ${[...steps].join(', ') || 'nothing'}`);
}

const installStart = Date.now();
const installCpu = childrenCpuSeconds();
ensureDependencies();
ensureLocalSecrets();
if (steps.has('e2e')) ensureChromium();
const cpu = installCpu === null ? null : Math.round(((childrenCpuSeconds() ?? 0) - installCpu) * 10) / 10;
finish('install (npm ci when stale)', installStart, true, { check: false, cpu });
readProcessesFromNow();
fs.rmSync(REPORTS, { recursive: true, force: true });
const LOGS = path.join(REPORTS, 'logs');
fs.mkdirSync(LOGS, { recursive: true });
const log = { logDir: LOGS };
const vitestArgs = (projects, files, report) => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  ...(files.length ? [...files, '--passWithNoTests'] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(REPORTS, report)}`,
];

// The critical path is the build, then the functions and e2e suites one after the other; it runs at
// normal priority. Everything else runs under `nice` and fills the gaps while those wait on I/O:
// lint, typecheck and the unit tests from the start, the rules suite (a JVM of its own) once lint and
// typecheck have ended, so its emulator does not boot beside the build and the functions suite's
// emulators (ADR 150, 215, 233).
// With SKILLSETU_E2E_AFTER_CHECKS=1 the e2e suite starts only when these have ended (E2E_GATE), for
// a runner so loaded that niced checks would starve for long.
const checks = [];
const lint = steps.has('lint') ? runPhase('lint', 'npm', ['run', 'lint'], { ...log, nice: true }) : null;
const typecheck = steps.has('typecheck')
  ? runPhase('typecheck', 'npm', ['run', 'typecheck'], { ...log, nice: true })
  : null;
checks.push(...[lint, typecheck].filter((p) => p !== null));
if (steps.has('unit')) {
  const unitArgs = vitestArgs(
    ['domain', 'web-logic', 'web', 'web-isolated', 'functions-unit'],
    filesFor('unit'),
    'vitest-unit.json',
  );
  checks.push(runPhase('unit (domain, web, functions-unit)', 'npx', unitArgs, { ...log, nice: true }));
}
if (steps.has('rules') || steps.has('functions') || steps.has('e2e')) requireJava();
/** Lint, typecheck and unit: the e2e emulators start once these have ended (beside the rules suite). */
const staticChecks = [...checks];
if (steps.has('rules')) checks.push(Promise.all([lint, typecheck]).then(() => rulesPhase()));
const E2E_GATE = path.join(REPORTS, 'checks-done');
/** Written when the functions suite has ended: Playwright starts only then (ADR 260). */
const FUNCTIONS_GATE = path.join(REPORTS, 'functions-done');
const checksDone = Promise.all(checks).then(() => fs.writeFileSync(E2E_GATE, `${Date.now()}\n`));
const emulated = ['functions', 'e2e'].filter((s) => steps.has(s));
/** The e2e suite's emulators: beside the functions suite's, two offsets up (ADR 215). */
const E2E_OFFSET = Number(process.env.SKILLSETU_E2E_PORT_OFFSET ?? portOffset() + 2);
/**
 * SKILLSETU_E2E_BESIDE_FUNCTIONS=1: the e2e suite starts once the build is done and its tests run
 * while the functions suite's do (a trial of the schedule; the default keeps them apart, ADR 260).
 */
const E2E_BESIDE_FUNCTIONS = process.env.SKILLSETU_E2E_BESIDE_FUNCTIONS === '1';
/**
 * Playwright starts once its data is ready, beside the end of the functions suite, whose waits
 * leave a core free (ADR 260's update). SKILLSETU_E2E_WAITS_FOR_FUNCTIONS=1: it waits for the
 * functions suite to end first (gate file FUNCTIONS_GATE), as it used to.
 */
const E2E_WAITS_FOR_FUNCTIONS = process.env.SKILLSETU_E2E_WAITS_FOR_FUNCTIONS === '1';
/**
 * The e2e emulators start once lint, typecheck and unit have ended, beside the rules suite
 * (ADR 260's update); SKILLSETU_E2E_AFTER_RULES=1: once the rules suite has ended too, as they used to.
 */
const E2E_START_AFTER_RULES = process.env.SKILLSETU_E2E_AFTER_RULES === '1';
/** The e2e suite's emulator stacks, at E2E_OFFSET and the next offset (ADR 274). */
const E2E_STACKS = e2eStackCount();
await Promise.all([checksDone, ...(emulated.length ? [emulatorPhases()] : [])]);

// ---- summary ----
const counts = countReports(REPORTS);
const checked = results.filter((r) => r.check);
for (const c of checked) counts[c.ok ? 'passed' : 'failed'] += 1;
const failures = failureLines(REPORTS);
const snapshot = failedPageSnapshot(REPORTS);
if (snapshot)
  console.log(
    `\nThe page when ${snapshot.test} failed (the end of its accessibility snapshot, ${snapshot.file}):\n${snapshot.lines.join('\n')}`,
  );
if (failures.length)
  console.log(`\nFailures (first ${MAX_FAILURE_LINES}):\n${failures.map((l) => `  - ${l}`).join('\n')}`);
const badChecks = checked.filter((c) => !c.ok).map((c) => c.name);
console.log(`\nChecks: ${checked.map((c) => `${c.name} ${c.ok ? 'ok' : 'FAILED'}`).join('; ')}`);
console.log(`\n${timingTable()}`);
if (badChecks.length) console.log(`Failed: ${badChecks.join(', ')}`);
const { passed, failed, skipped } = counts;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || badChecks.length > 0 || passed === 0 ? 1 : 0);

/**
 * The rules suite on a Firestore emulator of its own (`emulators:exec --only firestore`, no Auth or
 * functions emulator: its seed writes fire no trigger), at port offset SKILLSETU_RULES_PORT_OFFSET
 * (default: this run's offset + 1), so it runs while the other phases do. Niced like the other
 * checks: it is off the critical path, and its tests' waits are bounded at 60 s (ADR 233).
 */
function rulesPhase() {
  const offset = Number(process.env.SKILLSETU_RULES_PORT_OFFSET ?? portOffset() + 1);
  const env = emulatorEnv({}, offset);
  const quote = (s) => `'${s.replace(/'/g, `'\\''`)}'`;
  const cmd = ['npx', ...vitestArgs(['rules'], filesFor('rules'), 'vitest-emulators-rules.json')].map(quote);
  const exec = ['firebase', 'emulators:exec', ...firebaseArgs(['firestore'], offset), cmd.join(' ')];
  return runPhase(`rules (firestore emulator, offset ${offset})`, 'npx', exec, { ...log, env, nice: true });
}

/**
 * The build (functions, and the web app pointed at the e2e emulators; each skipped when unchanged),
 * the JS budget of each public route, then the functions and Playwright suites' tests one after the
 * other, each under an `emulators:exec` of its own: functions at this run's offset (auth,
 * firestore, functions), e2e at E2E_OFFSET (the same and hosting), so Playwright's global setup
 * never empties the database under the functions suite (ADR 215). The e2e data is prepared while
 * the functions suite ends (ADR 260).
 */
async function emulatorPhases() {
  const env = emulatorEnv({}, E2E_OFFSET);
  const build = await runPhase('build (functions, web)', 'node', ['scripts/build-for-emulators.mjs'], { ...log, env });
  if (!build.ok) return;
  // docs/performance.md: each public route's JS before interactive within its budget (bytes: cannot
  // flake). It reads the build only, so the suites do not wait for it (ADR 233).
  const budgets = runPhase('JS budgets per route', 'node', ['scripts/check-budgets.mjs', webDistDir(E2E_OFFSET)], log);
  // The suites' tests mostly one after the other: side by side for their whole length they made the
  // run slower, not faster, on 2 cores (1,340 s against 1,117 s, with lint and typecheck starved to
  // ~760 s and timeouts in both suites; ADR 215). Each keeps its own emulators, so Playwright's setup
  // never empties the functions' data. The e2e emulators start, seed the demo data and warm the
  // callables while the functions suite still runs, once lint, typecheck and unit have ended (or
  // when the functions suite ends, if that is sooner), and Playwright starts when they are ready,
  // beside the functions suite's last part, which mostly waits on triggers (ADR 260's update).
  // With no checks in the run there is no core to spare: e2e starts after the functions suite.
  const functions = (emulated.includes('functions') ? suitePhase('functions') : Promise.resolve()).finally(() =>
    fs.writeFileSync(FUNCTIONS_GATE, `${Date.now()}\n`),
  );
  if (emulated.includes('e2e')) {
    const stacks = await planE2eStacks({ count: E2E_STACKS, offset: E2E_OFFSET, grep, distDir: webDistDir });
    const e2eStart = E2E_START_AFTER_RULES ? checks : staticChecks;
    if (!E2E_BESIDE_FUNCTIONS) await (e2eStart.length ? Promise.race([Promise.all(e2eStart), functions]) : functions);
    await Promise.all(stacks.map((stack) => suitePhase('e2e', stack)));
  }
  await functions;
  await budgets;
}

/**
 * One emulator suite ('functions' or 'e2e') run by scripts/test-in-emulators.mjs under its own
 * emulators; the suites inside it (and the gate's wait, the reconciliation) become indented rows
 * from reports/timings-<suite>-<offset>.json (prefixed with the offset when e2e runs on 2 stacks).
 * @param {'functions' | 'e2e'} suite
 * @param {{ offset: number, files: string[] }} [stack] the e2e stack (default: E2E_OFFSET, every spec)
 */
async function suitePhase(suite, stack = { offset: E2E_OFFSET, files: [] }) {
  const offset = suite === 'e2e' ? stack.offset : portOffset();
  const env = emulatorEnv(
    {
      SKILLSETU_E2E_FILES: stack.files.join(','),
      SKILLSETU_TEST_STEPS: suite,
      SKILLSETU_E2E_GREP: grep ?? '',
      SKILLSETU_E2E_REPEAT_EACH: arg('repeat-each') ?? '',
      SKILLSETU_VITEST_FILES: filesFor('functions').join(','),
      SKILLSETU_E2E_GATE: process.env.SKILLSETU_E2E_AFTER_CHECKS === '1' ? E2E_GATE : '',
      SKILLSETU_E2E_START_GATE:
        suite === 'e2e' && !E2E_BESIDE_FUNCTIONS && E2E_WAITS_FOR_FUNCTIONS ? FUNCTIONS_GATE : '',
      // two stacks: one browser each unless set (ADR 274: two each saturated the CPU)
      SKILLSETU_E2E_WORKERS: process.env.SKILLSETU_E2E_WORKERS ?? (E2E_STACKS > 1 ? '1' : ''),
      // the e2e suite runs at another offset: its reports still go to this run's folder
      SKILLSETU_REPORTS_DIR: REPORTS,
      // the one web build (for the e2e emulators), which the functions suite checks for secrets
      SKILLSETU_WEB_OUT_DIR: webDistDir(E2E_OFFSET),
    },
    offset,
  );
  const services = ['auth', 'firestore', 'functions', ...(suite === 'e2e' ? ['hosting'] : [])];
  const exec = ['firebase', 'emulators:exec', ...firebaseArgs(services, offset), 'node scripts/test-in-emulators.mjs'];
  await runPhase(`${suite} emulators (offset ${offset})`, 'npx', exec, { ...log, env });
  const timings = path.join(REPORTS, `timings-${suite}-${offset}.json`);
  const prefix = suite === 'e2e' && E2E_STACKS > 1 ? `[${offset}] ` : '';
  for (const t of fs.existsSync(timings) ? JSON.parse(fs.readFileSync(timings, 'utf8')) : [])
    finish(`  ${prefix}${t.name}`, t.startedAt, t.ok, { endedAt: t.endedAt, check: false, cpu: t.cpu, nested: true });
}
