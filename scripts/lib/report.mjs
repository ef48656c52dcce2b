// The summary of `npm test`: counts from every suite's JSON report in reports/ (vitest, Playwright,
// extra-*.json for checks run by the scripts) and one line per failure, so a CI log's tail says what
// failed. docs/testing.md describes the output.
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT } from './paths.mjs';

/** How many failures the summary lists by name. */
export const MAX_FAILURE_LINES = 20;

/**
 * Sums the JSON reports in `dir`: vitest (a suite that failed to load counts as one failure),
 * Playwright (its run errors count as failures) and extra-*.json ({ passed, failed, skipped }).
 * @param {string} dir the reports folder
 * @returns {{ passed: number, failed: number, skipped: number }}
 */
export function countReports(dir) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
    const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
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
  return { passed, failed, skipped };
}

/**
 * One line per failure in the JSON reports (failed tests, suites that did not load, Playwright's
 * run errors such as a failed global setup), at most MAX_FAILURE_LINES, each cut to 400 characters:
 * printed just above the summary, so the last lines of a CI log say what failed.
 * @param {string} dir the reports folder
 * @returns {string[]}
 */
export function failureLines(dir) {
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

/** The snapshot's lines without the site's header and footer (`banner`, `contentinfo`) and what they hold. */
function withoutSiteChrome(lines) {
  const out = [];
  let skipIndent = -1;
  for (const line of lines) {
    const indent = line.length - line.trimStart().length;
    if (skipIndent >= 0 && indent > skipIndent) continue;
    skipIndent = /^- (banner|contentinfo)\b/.test(line.trimStart()) ? indent : -1;
    if (skipIndent < 0) out.push(line);
  }
  return out;
}

/** How many lines of a failed e2e test's page snapshot the summary prints. */
export const PAGE_SNAPSHOT_LINES = 40;

/**
 * The end of the page as the first failed e2e test left it: the last `maxLines` lines of the
 * accessibility snapshot in the error-context.md Playwright wrote for it (kept with or without a
 * trace): its page snapshot, or the page's tree that a failed locator assertion attached, without
 * the site's header and footer. The end, because dialogs and toasts are portals at the end of the page: a CI log then
 * says which dialog was open and what the app said, without the run's files.
 * @param {string} dir the reports folder
 * @param {number} [maxLines] lines kept from the snapshot's end
 * @returns {{ test: string, file: string, lines: string[] } | null} null when no failed test has a snapshot
 */
export function failedPageSnapshot(dir, maxLines = PAGE_SNAPSHOT_LINES) {
  const files = fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((f) => f.startsWith('playwright') && f.endsWith('.json'))
    : [];
  for (const file of files) {
    const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    const found = [];
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== 'unexpected') continue;
          for (const r of t.results ?? []) {
            const context = (r.attachments ?? []).find((a) => a.name === 'error-context' && a.path);
            if (context)
              found.push({
                test: `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
                path: context.path,
              });
          }
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of report.suites ?? []) walk(suite, []);
    for (const { test, path: where } of found) {
      if (!fs.existsSync(where)) continue;
      // the page: '# Page snapshot', or the accessibility tree a locator assertion attached to its error
      const blocks = fs.readFileSync(where, 'utf8').split('```yaml\n').slice(1);
      const yaml = blocks.at(-1)?.split('\n```')[0];
      if (yaml === undefined) continue;
      const lines = withoutSiteChrome(yaml.split('\n').filter((l) => l.trim() !== ''));
      return { test, file: path.relative(ROOT, where), lines: lines.slice(-maxLines) };
    }
  }
  return null;
}
