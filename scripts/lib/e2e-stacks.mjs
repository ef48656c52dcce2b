// The e2e suite on more than one emulator stack (docs/decisions/274-e2e-on-two-emulator-stacks.md):
// how many stacks, and which spec files each stack's Playwright runs. Used by scripts/test.mjs.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT } from './paths.mjs';
import { copyBuildForOffset } from './web-build-copy.mjs';
import { childrenCpuSeconds } from './cpu.mjs';
import { finish } from './phases.mjs';

const run = promisify(execFile);

/**
 * How many e2e emulator stacks `npm test` starts: SKILLSETU_E2E_STACKS, 1 or 2 (default 1: two measured no faster, ADR 274). Stack k
 * (0-based) runs at the e2e offset + k. Throws on another value.
 * @returns {number}
 */
export function e2eStackCount() {
  const raw = process.env.SKILLSETU_E2E_STACKS ?? '1';
  const n = Number(raw);
  if (n !== 1 && n !== 2) throw new Error(`SKILLSETU_E2E_STACKS must be 1 or 2, got ${raw}`);
  return n;
}

/**
 * Seconds each spec file's tests took in a 2-worker run (summed test time of main `be71f78`, ADR
 * 260): the weights that balance the stacks. A file not listed weighs the median.
 */
export const SPEC_SECONDS = {
  'public-site': 106,
  'discovery-pages': 96,
  payouts: 84,
  'security-headers': 84,
  accounts: 75,
  admin: 67,
  'find-trainers': 66,
  'trainer-plan': 63,
  accessibility: 52,
  batches: 49,
  sessions: 44,
  'trainer-workspace': 43,
  'money-documents': 42,
  payments: 39,
  'mobile-360': 39,
  messaging: 38,
  certificates: 37,
  reviews: 36,
  disputes: 35,
  'discovery-search': 34,
  students: 27,
  'discovery-syllabus': 26,
  'my-data': 24,
  'discovery-home': 21,
  'admin-support': 20,
  'honest-accounts': 18,
  'plan-money-back': 17,
  analytics: 16,
  'course-lifecycle': 15,
  'app-shell-offline': 12,
  'not-found': 2,
};

/**
 * Splits spec files over `n` stacks, heaviest first onto the lightest stack, so each stack's
 * summed expected time is about even.
 * @param {{ file: string, tests: number, ofTests: number }[]} specs a spec file (as Playwright
 *   lists it, e.g. `payouts.spec.ts`), how many of its tests this run runs and how many it has
 * @param {number} n stacks
 * @param {Record<string, number>} [seconds] a whole file's test seconds by name without `.spec.ts`
 * @returns {string[][]} each stack's files, in name order
 */
export function splitSpecs(specs, n, seconds = SPEC_SECONDS) {
  const known = Object.values(seconds).sort((x, y) => x - y);
  const median = known[Math.floor(known.length / 2)] ?? 1;
  const weighed = specs
    .filter((s) => s.tests > 0)
    .map((s) => {
      const whole = seconds[s.file.replace(/\.spec\.ts$/, '')] ?? median;
      return { file: s.file, weight: (whole * s.tests) / Math.max(1, s.ofTests) };
    })
    .sort((x, y) => y.weight - x.weight || x.file.localeCompare(y.file));
  const stacks = Array.from({ length: n }, () => ({ files: /** @type {string[]} */ ([]), weight: 0 }));
  for (const spec of weighed) {
    const lightest = stacks.reduce((min, s) => (s.weight < min.weight ? s : min));
    lightest.files.push(spec.file);
    lightest.weight += spec.weight;
  }
  return stacks.map((s) => s.files.sort());
}

/**
 * Each spec file's test count as Playwright lists it (`playwright test --list`, no browser, no
 * emulator), with `extra` arguments (e.g. `--grep`); files with no test chosen are left out.
 * @param {string[]} extra
 * @returns {Promise<Map<string, number>>} file (e.g. `payouts.spec.ts`) → tests
 */
export async function listSpecs(extra = []) {
  const args = ['playwright', 'test', '--list', '--reporter=json', '-c', 'web/playwright.config.ts', ...extra];
  const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: '' };
  const { stdout } = await run('npx', args, { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 });
  /** @typedef {{ file: string, specs?: unknown[], suites?: Suite[] }} Suite */
  const count = (/** @type {Suite} */ s) => (s.specs ?? []).length + (s.suites ?? []).reduce((n, c) => n + count(c), 0);
  const report = /** @type {{ suites: Suite[] }} */ (JSON.parse(stdout));
  return new Map(report.suites.map((s) => [s.file, count(s)]));
}

/**
 * Playwright's positional filter for exactly these spec files (each a regex on the file's path, so
 * `admin.spec.ts` never picks `x-admin.spec.ts`).
 * @param {string[]} files
 * @returns {string[]}
 */
export const fileFilters = (files) => files.map((f) => `/${f.replace(/[.]/g, '\\.')}$`);

/**
 * The e2e stacks of a run, each a port offset and its spec files (none: every spec). With `count`
 * 2 the second stack (offset + 1) gets the web build copied with its ports, and the spec files
 * Playwright lists (with `grep`) are split over the two by their expected time; a stack left without
 * files does not start. The copy and the split are a timed row of the phase table. Should the list
 * fail, one stack runs every file (Playwright then reports what kept the specs from loading).
 * @param {{ count: number, offset: number, grep?: string, distDir: (offset: number) => string }} opts
 * @returns {Promise<{ offset: number, files: string[] }[]>}
 */
export async function planE2eStacks({ count, offset, grep, distDir }) {
  const one = [{ offset, files: /** @type {string[]} */ ([]) }];
  if (count === 1) return one;
  const startedAt = Date.now();
  const before = childrenCpuSeconds();
  const row = `e2e specs split over ${count} stacks`;
  try {
    copyBuildForOffset(distDir(offset), distDir(offset + 1), offset, offset + 1);
    const [chosen, all] = await Promise.all([listSpecs(grep ? ['--grep', grep] : []), grep ? listSpecs() : null]);
    const specs = [...chosen].map(([file, tests]) => ({ file, tests, ofTests: all?.get(file) ?? tests }));
    const stacks = splitSpecs(specs, count)
      .map((files, k) => ({ offset: offset + k, files }))
      .filter((s) => s.files.length > 0);
    const cpu = before === null ? null : Math.round(((childrenCpuSeconds() ?? 0) - before) * 10) / 10;
    finish(`e2e specs split over ${stacks.length} stack${stacks.length === 1 ? '' : 's'}`, startedAt, true, {
      check: false,
      cpu,
    });
    for (const s of stacks) console.log(`[e2e] offset ${s.offset}: ${s.files.join(', ')}`);
    return stacks.length ? stacks : one;
  } catch (e) {
    console.log(`[e2e] could not split the specs over ${count} stacks: ${e instanceof Error ? e.message : e}`);
    finish(row, startedAt, false, { check: false });
    return one;
  }
}
