import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { processCpuLines, processKind, startProcessCpu } from '../../../scripts/lib/process-cpu.mjs';

// `npm test` ends its phase table with the CPU by kind of process (docs/decisions/150-parallel-test-loop.md).

describe('processKind', () => {
  it.each([
    ['/usr/lib/chromium/chromium-headless-shell --type=renderer --headless=old', 'Chromium'],
    ['java\x00-jar\x00/x/firestore-launcher.jar\x00--port\x008080', 'Firestore emulators (Java)'],
    ['/usr/bin/node\x00/x/node_modules/firebase-tools/lib/emulator/functionsEmulatorRuntime.js', 'function workers'],
    ['node\x00/x/node_modules/.bin/firebase\x00emulators:exec\x00--only\x00auth', 'firebase-tools (emulator hosts)'],
    ['/usr/bin/node\x00/x/node_modules/playwright/lib/worker/workerProcessEntry.js', 'Playwright (Node)'],
    ['node\x00/x/node_modules/vitest/vitest.mjs\x00run', 'Vitest'],
    ['node\x00/x/node_modules/typescript/bin/tsc\x00-b', 'tsc'],
    ['node\x00/x/node_modules/typescript-7/bin/tsc\x00-b', 'tsc'],
    ['/x/node_modules/@typescript/typescript-linux-x64/lib/tsc\x00-b\x00--singleThreaded', 'tsc'],
    ['node\x00/x/node_modules/.bin/eslint\x00.', 'ESLint, Prettier'],
    ['npm ci', 'npm'],
    ['bash\x00.ci/run', 'other'],
  ])('%s is %s', (cmdline, kind) => {
    expect(processKind(cmdline)).toBe(kind);
  });

  it('skips kernel threads, which have no command line', () => {
    expect(processKind('')).toBeNull();
  });
});

describe('startProcessCpu', () => {
  it('counts the CPU of a process that starts after it, by kind', async () => {
    const sampler = startProcessCpu();
    // a child that spins until it has used 0.7 CPU s (however loaded the machine), then idles
    const spin =
      'while (process.cpuUsage().user + process.cpuUsage().system < 700_000); setTimeout(() => {}, 120_000);';
    const child = spawn('node', ['-e', spin], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      await expect.poll(() => readCpu(child.pid!), { timeout: 100_000 }).toBeGreaterThanOrEqual(0.5);
      const other = sampler.stop().find((k) => k.kind === 'other');
      expect(other?.seconds).toBeGreaterThanOrEqual(0.5);
      expect(other?.processes).toBeGreaterThanOrEqual(1);
    } finally {
      child.kill();
    }
  }, 120_000);
});

describe('processCpuLines', () => {
  it('prints the kinds largest first with their totals', () => {
    const line = processCpuLines([
      { kind: 'Chromium', seconds: 382.4, processes: 200 },
      { kind: 'function workers', seconds: 200.5, processes: 173 },
    ]);
    expect(line).toEqual([
      'CPU s by process after the install (read every 2 s, processes in brackets; 583 s in all): Chromium 382 (200), function workers 201 (173)',
    ]);
  });

  it('prints nothing where nothing was read', () => {
    expect(processCpuLines([])).toEqual([]);
  });
});

/** CPU seconds a process has used so far, from /proc. */
function readCpu(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}
