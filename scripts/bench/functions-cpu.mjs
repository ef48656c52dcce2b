// Where the functions suite's CPU goes, per test file (ADR 286, docs/testing.md#where-the-functions-phases-time-goes):
// runs a command (by default the functions suite through `npm test`), reads every process whose
// working directory is inside the repository from /proc once a second while it runs, then splits
// their CPU seconds over the suite's test files by the files' start times in the vitest JSON
// report: the Firestore emulator (Java), firebase-tools (hub, Auth, the functions proxy), the
// function workers, the vitest process. A worker born in a file's window is a cold start there.
// Linux only; the CPU of a process that lives less than a second is not seen.
//   SKILLSETU_PORT_OFFSET=8 node scripts/bench/functions-cpu.mjs [-- npm test -- --only=functions --files=payouts]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPORTS, ROOT } from '../lib/paths.mjs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ). */
const TICKS = 100;
const KINDS = ['firestore (java)', 'firebase-tools', 'function workers', 'vitest', 'other'];
const dash = process.argv.indexOf('--');
const command = dash >= 0 ? process.argv.slice(dash + 1) : ['npm', 'test', '--', '--only=functions'];

/** The kind of a process, from its command line. */
function kindOf(cmd) {
  if (cmd.includes('java')) return 'firestore (java)';
  if (cmd.includes('functionsEmulatorRuntime')) return 'function workers';
  if (cmd.includes('vitest')) return 'vitest';
  if (cmd.includes('firebase')) return 'firebase-tools';
  return 'other';
}

/** pid → { kind, target, born (epoch ms), points: [epoch ms, cumulative CPU s][] } */
const seen = new Map();
function sample() {
  const now = Date.now();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!fs.readlinkSync(`/proc/${pid}/cwd`).startsWith(ROOT)) continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpu = (Number(fields[11]) + Number(fields[12])) / TICKS;
      let proc = seen.get(pid);
      if (!proc) {
        const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
        const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
        const target = (env.find((e) => e.startsWith('FUNCTION_TARGET=')) ?? '').slice('FUNCTION_TARGET='.length);
        proc = { kind: kindOf(cmd), target, born: now, points: [[now, 0]] };
        seen.set(pid, proc);
      }
      proc.points.push([now, cpu]);
    } catch {
      // the process ended between the listing and the read
    }
  }
}

/** A process's CPU seconds at `t` (its last reading before then). */
function cpuAt(points, t) {
  let value = 0;
  for (const [at, cpu] of points) {
    if (at > t) break;
    value = cpu;
  }
  return value;
}

const timer = setInterval(sample, 1000);
const child = spawn(command[0], command.slice(1), { cwd: ROOT, stdio: 'inherit' });
const status = await new Promise((done) => child.on('exit', (code) => done(code ?? 1)));
clearInterval(timer);

const report = JSON.parse(fs.readFileSync(path.join(REPORTS, 'vitest-emulators-functions.json'), 'utf8'));
const files = report.testResults
  .map((f) => ({ file: path.relative(path.join(ROOT, 'functions/src'), f.name), start: f.startTime }))
  .sort((a, b) => a.start - b.start);
const lastPoint = Math.max(...[...seen.values()].map((p) => p.points.at(-1)[0]));
const rows = files.map(({ file, start }, i) => {
  const end = files[i + 1]?.start ?? lastPoint;
  const row = { file, 'wall s': (end - start) / 1000, 'cpu s': 0 };
  for (const kind of KINDS) row[kind] = 0;
  const cold = [];
  for (const proc of seen.values()) {
    const cpu = cpuAt(proc.points, end) - cpuAt(proc.points, start);
    row[proc.kind] += cpu;
    row['cpu s'] += cpu;
    if (proc.kind === 'function workers' && proc.born >= start && proc.born < end) cold.push(proc.target);
  }
  row['cold workers'] = cold.length;
  return row;
});
const round = (row) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? +v.toFixed(1) : v]));
console.table(rows.sort((a, b) => b['cpu s'] - a['cpu s']).map(round));
const totals = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
for (const proc of seen.values()) totals[proc.kind] += proc.points.at(-1)[1];
const workers = [...seen.values()].filter((p) => p.kind === 'function workers');
console.log('CPU s of the whole run by kind:', round(totals));
console.log(`Function workers started: ${workers.length}; by function:`);
const byTarget = {};
for (const w of workers) byTarget[w.target] = (byTarget[w.target] ?? 0) + 1;
console.log(
  Object.entries(byTarget)
    .sort((a, b) => b[1] - a[1])
    .map(([t, n]) => `${t} ${n}`)
    .join(', '),
);
process.exit(status);
