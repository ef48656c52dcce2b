// Runs the phases of `npm test` side by side: each phase's output goes to its own log file and is
// printed in one block when the phase ends, so parallel phases never interleave their lines.
// docs/testing.md and docs/decisions/150-parallel-test-loop.md explain the schedule.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

/** @typedef {{ name: string, ok: boolean, seconds: number, startedAt: number, check: boolean }} PhaseResult */

/** Every finished phase, in the order they ended (read by timingTable). */
export const results = [];
/** When `npm test` started (epoch ms): the table's start column counts from here. */
export const t0 = Date.now();
const since = (t) => Math.round((t - t0) / 100) / 10;

/**
 * Runs `cmd args` as phase `name`, its stdout and stderr captured to `<logDir>/<name>.log` and
 * printed when it exits. `nice: true` lowers its CPU priority (background checks give way to the
 * emulator suites, which hold the critical path). Never rejects.
 * @param {string} name
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ logDir: string, env?: NodeJS.ProcessEnv, cwd?: string, nice?: boolean }} opts
 * @returns {Promise<PhaseResult>}
 */
export function runPhase(name, cmd, args, { logDir, env = process.env, cwd = ROOT, nice = false }) {
  const startedAt = Date.now();
  console.log(`[${since(startedAt)} s] ${name}: started`);
  const logFile = path.join(logDir, `${name.replace(/[^\w.-]+/g, '-')}.log`);
  const out = fs.openSync(logFile, 'w');
  const [c, a] = nice ? ['nice', ['-n', '10', cmd, ...args]] : [cmd, args];
  return new Promise((resolve) => {
    const child = spawn(c, a, { cwd, env, stdio: ['ignore', out, out] });
    const done = (code) => {
      fs.closeSync(out);
      const result = finish(name, startedAt, code === 0);
      console.log(`\n=== ${name} (${result.seconds} s, ${result.ok ? 'ok' : 'FAILED'}) ===`);
      process.stdout.write(fs.readFileSync(logFile, 'utf8'));
      resolve(result);
    };
    child.on('error', (e) => {
      fs.writeSync(out, `\n${String(e)}\n`);
      done(1);
    });
    child.on('exit', (code) => done(code));
  });
}

/**
 * Records a step that ran in this process (e.g. the home JS budget) or whose time was measured
 * elsewhere; returns its result. `check: false` marks a row that is only timed (a suite inside a
 * phase, the install): it does not count as a test in the summary.
 * @param {string} name
 * @param {number} startedAt epoch ms
 * @param {boolean} ok
 * @param {{ endedAt?: number, check?: boolean }} [opts] endedAt: epoch ms, default now
 * @returns {PhaseResult}
 */
export function finish(name, startedAt, ok, { endedAt = Date.now(), check = true } = {}) {
  const seconds = Math.round((endedAt - startedAt) / 100) / 10;
  const result = { name, ok, seconds, startedAt, check };
  results.push(result);
  return result;
}

/**
 * The wall-time table printed above the summary line: one row per phase (start offset from the
 * beginning of `npm test`, duration, status) and the total.
 * @returns {string}
 */
export function timingTable() {
  const rows = [...results].sort((a, b) => a.startedAt - b.startedAt);
  const width = Math.max(5, ...rows.map((r) => r.name.length));
  const line = (n, s, d, st) => `  ${n.padEnd(width)}  ${s.padStart(8)}  ${d.padStart(8)}  ${st}`;
  return [
    'Phase times (wall clock; phases overlap):',
    line('phase', 'start s', 'took s', 'status'),
    ...rows.map((r) => line(r.name, since(r.startedAt).toFixed(1), r.seconds.toFixed(1), r.ok ? 'ok' : 'FAILED')),
    line('total', '', since(Date.now()).toFixed(1), ''),
  ].join('\n');
}
