// Where the machine's CPU goes during `npm test`, by kind of process: the phase table's CPU column
// misses the processes nobody waits for (Chromium's, the function workers'), and the /proc/stat
// line says only how much. docs/decisions/150-parallel-test-loop.md has what it showed.
import fs from 'node:fs';
import path from 'node:path';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux's supported architectures). */
const TICKS = 100;
/** How often the processes are read (ms): a process that lives less than this may be missed. */
const EVERY_MS = 2000;

/**
 * The kind of a process from its command line (NUL-separated arguments; Chromium rewrites its
 * title into one string with spaces), or null for a kernel thread (no command line).
 * @param {string} cmdline
 * @returns {string | null}
 */
export function processKind(cmdline) {
  const args = cmdline.split(/[\0 ]/).filter(Boolean);
  if (!args.length) return null;
  const exe = path.basename(args[0]);
  const has = (s) => cmdline.includes(s);
  if (/chrom/.test(exe)) return 'Chromium';
  if (exe === 'java') return 'Firestore emulators (Java)';
  if (has('functionsEmulatorRuntime')) return 'function workers';
  if (has('emulators:exec') || has('emulators:start')) return 'firebase-tools (emulator hosts)';
  if (has('playwright')) return 'Playwright (Node)';
  if (has('vitest')) return 'Vitest';
  // TypeScript 7's `tsc` is a native executable started by a Node wrapper (ADR 303)
  if (exe === 'tsc' || has('typescript/bin') || has('typescript-7/bin') || /(^|\/)tsc$/.test(args[1] ?? ''))
    return 'tsc';
  if (has('eslint') || has('prettier')) return 'ESLint, Prettier';
  if (has('vite')) return 'Vite';
  if (exe === 'npm' || has('npm-cli') || has('/bin/npm')) return 'npm';
  return 'other';
}

/**
 * Starts reading every process's CPU from /proc every 2 s. A process seen at the first read counts
 * only what it used after it; one that lives less than 2 s between two reads is missed. Linux only:
 * elsewhere the result is an empty list.
 * @returns {{ stop(): Array<{ kind: string, seconds: number, processes: number }> }}
 *   stop() ends the reads and returns CPU seconds (user + system) per kind, largest first.
 */
export function startProcessCpu() {
  /** `${pid}:${starttime}` → { kind, first, last } in CPU seconds */
  const seen = new Map();
  let firstRead = true;
  const read = () => {
    let pids;
    try {
      pids = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
    } catch {
      return;
    }
    for (const pid of pids) {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const key = `${pid}:${f[19]}`;
        const cpu = (Number(f[11]) + Number(f[12])) / TICKS;
        const known = seen.get(key);
        if (known) {
          known.last = cpu;
          continue;
        }
        const kind = processKind(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
        if (kind) seen.set(key, { kind, first: firstRead ? cpu : 0, last: cpu });
      } catch {
        // the process ended while it was read
      }
    }
    firstRead = false;
  };
  read();
  const timer = setInterval(read, EVERY_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      read();
      const byKind = new Map();
      for (const p of seen.values()) {
        const used = p.last - p.first;
        if (used <= 0) continue;
        const k = byKind.get(p.kind) ?? { kind: p.kind, seconds: 0, processes: 0 };
        k.seconds += used;
        k.processes += 1;
        byKind.set(p.kind, k);
      }
      return [...byKind.values()].sort((a, b) => b.seconds - a.seconds);
    },
  };
}

/**
 * One line for the phase table: `CPU s by process after the install (…): Chromium 382 (200), …`.
 * @param {Array<{ kind: string, seconds: number, processes: number }>} kinds from stop()
 * @returns {string[]} no line when nothing was read
 */
export function processCpuLines(kinds) {
  if (!kinds.length) return [];
  const total = kinds.reduce((s, k) => s + k.seconds, 0);
  const parts = kinds.map((k) => `${k.kind} ${k.seconds.toFixed(0)} (${k.processes})`);
  return [
    `CPU s by process after the install (read every 2 s, processes in brackets; ${total.toFixed(0)} s in all): ${parts.join(', ')}`,
  ];
}
