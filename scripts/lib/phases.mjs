// Runs the phases of `npm test` side by side: each phase's output goes to its own log file and is
// printed in one block when the phase ends, so parallel phases never interleave their lines.
// docs/testing.md and docs/decisions/150-parallel-test-loop.md explain the schedule.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readTimed, timed } from './cpu.mjs';
import { ROOT } from './paths.mjs';
import { processCpuLines, startProcessCpu } from './process-cpu.mjs';

/**
 * cpu: user + system CPU seconds of the phase and its descendants (null when not measured); a row
 * with `check: false` is timed only, and `nested` marks a suite inside a phase (its CPU is already
 * in the phase's).
 * @typedef {{ name: string, ok: boolean, seconds: number, startedAt: number, check: boolean,
 *   cpu: number | null, nested: boolean }} PhaseResult
 */

/** Every finished phase, in the order they ended (read by timingTable). */
export const results = [];
/** When `npm test` started (epoch ms): the table's start column counts from here. */
export const t0 = Date.now();
/** The 1-minute load average when `npm test` started (other work on the machine). */
const loadAtStart = os.loadavg()[0];

/**
 * The machine's busy and total CPU seconds since boot, summed over its cores, from /proc/stat's
 * first line (user, nice, system, irq, softirq, steal busy; idle and iowait not); null where there is
 * no /proc/stat.
 * @returns {{ busy: number, total: number } | null}
 */
function machineCpu() {
  try {
    const [, ...f] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = f.map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    const ticks = 100; // USER_HZ: 100 on Linux's supported architectures
    return { busy: busy / ticks, total: (busy + idle + iowait) / ticks };
  } catch {
    return null;
  }
}
const machineAtStart = machineCpu();
/** CPU by kind of process from readProcessesFromNow() on (scripts/lib/process-cpu.mjs), printed under the table. */
let processCpu = null;

/**
 * Starts reading every process's CPU from /proc every 2 s, for the table's last line. `npm test`
 * calls it once the install has ended: the install runs synchronously, so reads during it could not
 * happen, and its row has its own CPU.
 */
export function readProcessesFromNow() {
  processCpu ??= startProcessCpu();
}
const since = (t) => Math.round((t - t0) / 100) / 10;

/**
 * Runs `cmd args` as phase `name`, its stdout and stderr captured to `<logDir>/<name>.log` and
 * printed when it exits. `nice` lowers its CPU priority (`true`: 10; a number: that niceness), so
 * the phases off the critical path give way to the build and the emulator suites (ADR 233). Its CPU
 * seconds are measured with GNU time (scripts/lib/cpu.mjs). Never rejects.
 * @param {string} name
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ logDir: string, env?: NodeJS.ProcessEnv, cwd?: string, nice?: boolean | number }} opts
 * @returns {Promise<PhaseResult>}
 */
export function runPhase(name, cmd, args, { logDir, env = process.env, cwd = ROOT, nice = false }) {
  const startedAt = Date.now();
  console.log(`[${since(startedAt)} s] ${name}: started`);
  const logFile = path.join(logDir, `${name.replace(/[^\w.-]+/g, '-')}.log`);
  const out = fs.openSync(logFile, 'w');
  const cpuFile = `${logFile}.cpu`;
  const niceness = nice === true ? 10 : nice || 0;
  const [c, a] = timed(...(niceness ? ['nice', ['-n', String(niceness), cmd, ...args]] : [cmd, args]), cpuFile);
  return new Promise((resolve) => {
    const child = spawn(c, a, { cwd, env, stdio: ['ignore', out, out] });
    const done = (code) => {
      fs.closeSync(out);
      const result = finish(name, startedAt, code === 0, { cpu: readTimed(cpuFile) });
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
 * @param {{ endedAt?: number, check?: boolean, cpu?: number | null, nested?: boolean }} [opts]
 *   endedAt: epoch ms, default now; cpu: CPU seconds; nested: a suite inside a phase
 * @returns {PhaseResult}
 */
export function finish(name, startedAt, ok, { endedAt = Date.now(), check = true, cpu = null, nested = false } = {}) {
  const seconds = Math.round((endedAt - startedAt) / 100) / 10;
  const result = { name, ok, seconds, startedAt, check, cpu, nested };
  results.push(result);
  return result;
}

/**
 * The table printed above the summary line: one row per phase (start offset from the beginning of
 * `npm test`, wall seconds, user + system CPU seconds, status), the total, the CPU sum of the
 * top-level phases and the wall time two idle cores could not beat (CPU / 2), and the machine's
 * load average at the start and end (how much other work shared the cores), the machine's busy CPU
 * and that CPU by kind of process (Chromium, function workers, …). Call it once, at the end.
 * @returns {string}
 */
export function timingTable() {
  const rows = [...results].sort((a, b) => a.startedAt - b.startedAt);
  const width = Math.max(5, ...rows.map((r) => r.name.length));
  const line = (n, s, d, c, st) => `  ${n.padEnd(width)}  ${s.padStart(8)}  ${d.padStart(8)}  ${c.padStart(8)}  ${st}`;
  const cpu = rows.filter((r) => !r.nested && r.cpu !== null).reduce((sum, r) => sum + (r.cpu ?? 0), 0);
  const cores = os.availableParallelism();
  return [
    'Phase times (wall clock, phases overlap; CPU = user + system seconds of the phase and its children):',
    line('phase', 'start s', 'took s', 'cpu s', 'status'),
    ...rows.map((r) =>
      line(
        r.name,
        since(r.startedAt).toFixed(1),
        r.seconds.toFixed(1),
        r.cpu?.toFixed(1) ?? '–',
        r.ok ? 'ok' : 'FAILED',
      ),
    ),
    line('total', '', since(Date.now()).toFixed(1), cpu.toFixed(1), ''),
    `CPU ${cpu.toFixed(0)} s on ${cores} cores: no run here can take less than ${(cpu / cores).toFixed(0)} s wall. ` +
      `Load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end.`,
    ...machineLine(),
    ...(processCpu ? processCpuLines(processCpu.stop()) : []),
  ].join('\n');
}

/**
 * The whole machine's busy CPU seconds since `npm test` started (/proc/stat): every process, also
 * the Chromium and function-worker processes the CPU column misses (nobody waits for them) and any
 * other work on the machine (docs/decisions/150-parallel-test-loop.md).
 * @returns {string[]}
 */
function machineLine() {
  const now = machineCpu();
  if (!machineAtStart || !now || now.total <= machineAtStart.total) return [];
  const busy = now.busy - machineAtStart.busy;
  const share = busy / (now.total - machineAtStart.total);
  return [
    `Machine (/proc/stat, every process): ${busy.toFixed(0)} CPU s busy, ${(share * 100).toFixed(0)} % of its cores ` +
      `over the run; at that CPU no run here can take less than ${(busy / os.availableParallelism()).toFixed(0)} s wall.`,
  ];
}
