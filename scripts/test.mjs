// `npm test`: installs what is missing, then lint, typecheck, unit/component tests, and — under
// `firebase emulators:exec` — rules, functions and Playwright tests. Ends with one plain line
// `N passed, N failed, N skipped` summed over every suite, and exits non-zero on any failure.
//
// Options (for developers): --only=lint,typecheck,unit,rules,functions,e2e   --grep=<e2e title regex>
//   --files=<a,b> (vitest file filters for the unit, rules and functions suites, e.g. --files=payouts)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { emulatorEnv, firebaseArgs, requireJava, webDistDir } from './lib/emulator-env.mjs';
import { REPORTS, ROOT } from './lib/paths.mjs';
import { buildForEmulators, ensureChromium, ensureDependencies, ensureLocalSecrets } from './lib/setup.mjs';

/** How many failures the summary lists by name. */
const MAX_FAILURE_LINES = 20;
const args = process.argv.slice(2);
const onlyArg = args.find((a) => a.startsWith('--only='));
const only = onlyArg ? new Set(onlyArg.slice(7).split(',')) : null;
const want = (step) => !only || only.has(step);
const grep = args.find((a) => a.startsWith('--grep='))?.slice(7);
const files = (args.find((a) => a.startsWith('--files='))?.slice(8) ?? '').split(',').filter(Boolean);

const started = Date.now();
ensureDependencies();
ensureLocalSecrets();
if (want('e2e')) ensureChromium();
fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

/** Checks that are not test runners (lint, typecheck, build) count as one test each. */
const checks = [];
function check(name, cmd, cmdArgs, opts = {}) {
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, cmdArgs, { cwd: ROOT, stdio: 'inherit', ...opts });
  checks.push({ name, ok: r.status === 0 });
  return r.status === 0;
}

if (want('lint')) check('lint', 'npm', ['run', 'lint']);
if (want('typecheck')) check('typecheck', 'npm', ['run', 'typecheck']);
if (want('unit')) {
  check('unit and component tests (domain, web)', 'npx', [
    'vitest',
    'run',
    '--project',
    'domain',
    '--project',
    'web',
    ...(files.length ? [...files, '--passWithNoTests'] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(REPORTS, 'vitest-unit.json')}`,
  ]);
}

const emulated = ['rules', 'functions', 'e2e'].filter(want);
if (emulated.length > 0) {
  requireJava();
  const env = emulatorEnv({
    SKILLSETU_TEST_STEPS: emulated.join(','),
    SKILLSETU_E2E_GREP: grep ?? '',
    SKILLSETU_VITEST_FILES: files.join(','),
  });
  let built = true;
  try {
    buildForEmulators(env);
  } catch {
    built = false;
  }
  checks.push({ name: 'build for emulators', ok: built });
  if (built) {
    // docs/performance.md: each public route's JS before interactive within its budget (bytes: cannot flake)
    check('JS budgets per route', 'node', ['scripts/check-budgets.mjs', webDistDir()]);
  }
  if (built) {
    const only = ['auth', 'firestore', 'functions', ...(emulated.includes('e2e') ? ['hosting'] : [])];
    check(
      `emulator suites (${emulated.join(', ')})`,
      'npx',
      ['firebase', 'emulators:exec', ...firebaseArgs(only), 'node scripts/test-in-emulators.mjs'],
      { env },
    );
  }
}

// ---- summary ----
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.existsSync(REPORTS) ? fs.readdirSync(REPORTS).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(fs.readFileSync(path.join(REPORTS, file), 'utf8'));
  if (file.startsWith('vitest')) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // a suite that failed to load has no failed tests but is a failure
    failed += (report.testResults ?? []).filter(
      (t) => t.status === 'failed' && (t.assertionResults ?? []).length === 0,
    ).length;
  } else if (file.startsWith('playwright')) {
    passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
    failed += report.stats?.unexpected ?? 0;
    skipped += report.stats?.skipped ?? 0;
    failed += (report.errors ?? []).length;
  } else if (file.startsWith('extra')) {
    passed += report.passed ?? 0;
    failed += report.failed ?? 0;
    skipped += report.skipped ?? 0;
  }
}
for (const c of checks) {
  if (c.ok) passed += 1;
  else failed += 1;
}
const failures = failureLines(REPORTS);
if (failures.length)
  console.log(`\nFailures (first ${MAX_FAILURE_LINES}):\n${failures.map((l) => `  - ${l}`).join('\n')}`);
const badChecks = checks.filter((c) => !c.ok).map((c) => c.name);
console.log(`\nChecks: ${checks.map((c) => `${c.name} ${c.ok ? 'ok' : 'FAILED'}`).join('; ')}`);
console.log(`Wall time: ${Math.round((Date.now() - started) / 1000)} s`);
if (badChecks.length) console.log(`Failed: ${badChecks.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || badChecks.length > 0 || passed === 0 ? 1 : 0);

/**
 * One line per failure in the JSON reports (failed tests, suites that did not load, Playwright's
 * run errors such as a failed global setup), at most MAX_FAILURE_LINES, each cut to 400 characters:
 * printed just above the summary, so the last lines of a CI log say what failed.
 * @param {string} dir the reports folder
 * @returns {string[]}
 */
function failureLines(dir) {
  const lines = [];
  const firstLine = (text) =>
    stripVTControlCharacters(String(text ?? ''))
      .trim()
      .split('\n')[0]
      .slice(0, 400);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  for (const file of files) {
    const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (file.startsWith('vitest')) {
      for (const t of report.testResults ?? []) {
        const where = path.relative(ROOT, t.name ?? '');
        if (t.status === 'failed' && (t.assertionResults ?? []).length === 0)
          lines.push(`${where}: ${firstLine(t.message)}`);
        for (const a of t.assertionResults ?? []) {
          if (a.status === 'failed') lines.push(`${where} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
        }
      }
    } else if (file.startsWith('extra')) {
      if ((report.failed ?? 0) > 0) lines.push(`${report.name ?? file}: failed (its output is above)`);
    } else if (file.startsWith('playwright')) {
      for (const e of report.errors ?? []) lines.push(`playwright: ${firstLine(e.message ?? e.stack)}`);
      const walk = (suite, titles) => {
        for (const spec of suite.specs ?? []) {
          for (const t of spec.tests ?? []) {
            if (t.status !== 'unexpected') continue;
            const error = (t.results ?? []).map((r) => r.error?.message).find(Boolean);
            lines.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
          }
        }
        for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
      };
      for (const suite of report.suites ?? []) walk(suite, []);
    }
  }
  return lines.slice(0, MAX_FAILURE_LINES);
}
