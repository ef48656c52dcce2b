// `npm test -- --changed`: which phases (and which vitest files) a change touches. The change is
// the diff of the working tree against the merge base with main (committed and uncommitted work,
// plus untracked files). docs/testing.md ("Running what a change touches") lists the mapping.
import { spawnSync } from 'node:child_process';
import { ROOT } from './paths.mjs';

export const ALL_STEPS = ['lint', 'typecheck', 'unit', 'rules', 'functions', 'e2e'];
const CODE = ['lint', 'typecheck'];

/**
 * Path patterns, first match wins: the phases a changed path needs, and whether a changed test
 * file alone is enough (`only`: that phase runs just the changed test files). Unknown paths (the
 * test scripts, configs, package files) run everything.
 */
const RULES = [
  { re: /(^|\/)(tsconfig[^/]*\.json|package(-lock)?\.json)$/, steps: ALL_STEPS, why: 'build settings: everything' },
  { re: /^(docs\/|.*\.md$)/, steps: ['lint'], why: 'docs' },
  { re: /^domain\/src\/.*\.test\.ts$/, steps: [...CODE, 'unit'], only: 'unit', why: 'a domain test' },
  { re: /^domain\//, steps: [...CODE, 'unit', 'rules', 'functions'], why: 'domain code (used everywhere)' },
  { re: /^(firestore|storage)\.rules$/, steps: ['rules'], why: 'security rules' },
  { re: /^firestore\.indexes\.json$/, steps: ['unit', 'functions'], why: 'indexes (checked against the query spec)' },
  { re: /^tests\/rules\/.*\.test\.ts$/, steps: [...CODE, 'rules'], only: 'rules', why: 'a rules suite' },
  { re: /^tests\//, steps: [...CODE, 'rules'], why: 'rules test support' },
  { re: /^functions\/src\/.*\.unit\.test\.ts$/, steps: [...CODE, 'unit'], only: 'unit', why: 'a functions unit test' },
  { re: /^functions\/src\/.*\.test\.ts$/, steps: [...CODE, 'functions'], only: 'functions', why: 'a functions test' },
  { re: /^functions\/src\/.*(test-env|test-wait)\.ts$/, steps: [...CODE, 'functions'], why: 'functions test support' },
  { re: /^functions\//, steps: [...CODE, 'unit', 'functions', 'e2e'], why: 'functions (the app calls them)' },
  { re: /^web\/src\/.*\.test\.tsx?$/, steps: [...CODE, 'unit'], only: 'unit', why: 'a web test' },
  { re: /^web\/e2e\//, steps: [...CODE, 'e2e'], why: 'e2e specs' },
  { re: /^web\//, steps: [...CODE, 'unit', 'e2e'], why: 'the web app' },
  { re: /^scripts\/(seed|razorpay-double)\//, steps: ['lint', 'functions', 'e2e'], why: 'seed or Razorpay double' },
  { re: /^scripts\/reconcile\.ts$/, steps: [...CODE, 'e2e'], why: 'reconcile (runs after e2e)' },
];

/** The files that differ from the merge base with main (or from HEAD when no main is known). */
function changedPaths() {
  const git = (...a) => spawnSync('git', a, { cwd: ROOT, encoding: 'utf8' });
  let base = 'HEAD';
  for (const ref of ['main', 'origin/main']) {
    const r = git('merge-base', 'HEAD', ref);
    if (r.status === 0) {
      base = r.stdout.trim();
      break;
    }
  }
  const diff = git('diff', '--name-only', base).stdout ?? '';
  const untracked = git('ls-files', '--others', '--exclude-standard').stdout ?? '';
  const paths = [...new Set(`${diff}\n${untracked}`.split('\n').filter(Boolean))].sort();
  return { base: base === 'HEAD' ? 'HEAD' : base.slice(0, 10), paths };
}

/**
 * Chooses what `--changed` runs. `files[step]` is null for the whole suite or the changed test
 * files of that suite. `reasons` has one line per changed path.
 * @returns {{ steps: Set<string>, files: Record<string, string[] | null>, reasons: string[], base: string }}
 */
export function changedPlan() {
  const { base, paths } = changedPaths();
  return planFor(paths, base);
}

/**
 * The plan for a list of changed paths (relative to the repository root); see changedPlan.
 * @param {string[]} paths
 * @param {string} base what the paths were compared with (printed)
 * @returns {{ steps: Set<string>, files: Record<string, string[] | null>, reasons: string[], base: string }}
 */
export function planFor(paths, base) {
  const steps = new Set();
  /** @type {Record<string, string[] | null>} */
  const files = {};
  const reasons = [];
  for (const p of paths) {
    const rule = RULES.find((r) => r.re.test(p));
    const chosen = rule ? rule.steps : ALL_STEPS;
    reasons.push(`${p} → ${chosen.join(', ')} (${rule ? rule.why : 'test tooling or config: everything'})`);
    for (const s of chosen) {
      steps.add(s);
      if (rule?.only === s && files[s] !== null) files[s] = [...(files[s] ?? []), p];
      else files[s] = null;
    }
  }
  if (steps.size === 0) {
    steps.add('lint');
    reasons.push(`nothing differs from ${base}: lint only`);
  }
  return { steps, files, reasons, base };
}
