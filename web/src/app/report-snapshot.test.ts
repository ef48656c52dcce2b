import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { failedPageSnapshot } from '../../../scripts/lib/report.mjs';

// `npm test` prints the end of a failed e2e test's page under its summary (docs/testing.md).

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A reports folder with one Playwright JSON report of one test, and its error-context.md when given. */
function reports(status: 'expected' | 'unexpected', errorContext: string | null): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reports-'));
  dirs.push(dir);
  const contextPath = path.join(dir, 'error-context.md');
  if (errorContext !== null) fs.writeFileSync(contextPath, errorContext);
  const attachments = errorContext === null ? [] : [{ name: 'error-context', path: contextPath }];
  const report = {
    suites: [
      {
        title: 'payments.spec.ts',
        suites: [
          {
            title: 'payments',
            specs: [
              {
                title: 'buys a plan',
                file: 'payments.spec.ts',
                line: 23,
                tests: [{ status, results: [{ attachments }] }],
              },
            ],
          },
        ],
      },
    ],
  };
  fs.writeFileSync(path.join(dir, 'playwright-offset-2.json'), JSON.stringify(report));
  return dir;
}

const page = (lines: string[]) =>
  [
    '# Test info',
    '',
    '- Name: buys a plan',
    '',
    '# Page snapshot',
    '',
    '```yaml',
    ...lines,
    '```',
    '',
    '# Test source',
  ].join('\n');

describe('failedPageSnapshot', () => {
  it('gives the last lines of the failed test’s page snapshot, where dialogs and toasts are', () => {
    const lines = Array.from({ length: 50 }, (_, i) => `- generic [ref=e${i}]`).concat([
      '- dialog "Create your trainer account":',
      '  - button "Processing..." [disabled]',
    ]);
    const found = failedPageSnapshot(reports('unexpected', page(lines)), 3);
    expect(found?.test).toBe('payments.spec.ts:23 › payments › buys a plan');
    expect(found?.lines).toEqual([
      '- generic [ref=e49]',
      '- dialog "Create your trainer account":',
      '  - button "Processing..." [disabled]',
    ]);
  });

  it('reads the tree a failed locator assertion attached, without the site header and footer', () => {
    const context = [
      '# Error details',
      '',
      '```',
      'Error: expect(locator).toBeVisible() failed',
      '```',
      '',
      '```yaml',
      '- banner:',
      '  - link "SkillSetu home"',
      '- main:',
      '  - paragraph: No messages yet. Say hello!',
      '- contentinfo:',
      '  - navigation "Legal":',
      '    - link "Terms of Service"',
      '- region "Notifications"',
      '```',
      '',
      '# Test source',
    ].join('\n');
    expect(failedPageSnapshot(reports('unexpected', context))?.lines).toEqual([
      '- main:',
      '  - paragraph: No messages yet. Say hello!',
      '- region "Notifications"',
    ]);
  });

  it('gives nothing when every test passed, or the failure left no page snapshot', () => {
    expect(failedPageSnapshot(reports('expected', page(['- button "Pay"'])))).toBeNull();
    expect(failedPageSnapshot(reports('unexpected', null))).toBeNull();
    expect(failedPageSnapshot(reports('unexpected', '# Test info\n\n- Name: buys a plan\n'))).toBeNull();
  });
});
