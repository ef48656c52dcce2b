// The CPU and wall time of one cold Functions-emulator worker (ADR 230, docs/testing.md#cold-workers):
// starts firebase-tools' own worker runtime the way the emulator does (cwd functions/, FUNCTION_TARGET
// set, PORT a socket), waits for its "Functions runtime initialized" line, then reads its CPU from
// /proc and stops it. Build first (`npm run build -w functions`). Linux only.
//   node scripts/bench/cold-worker.mjs [--runs=5] [--dir=functions …] [target …]
// Several --dir (functions folders with a package.json and a built main, under the repository so
// node_modules resolves) are measured in turn, run by run, so a load that changes hits each alike.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../lib/paths.mjs';

const require = createRequire(import.meta.url);
const RUNTIME = path.join(
  path.dirname(require.resolve('firebase-tools/package.json')),
  'lib/emulator/functionsEmulatorRuntime.js',
);
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ). */
const TICKS = 100;
const args = process.argv.slice(2);
const option = (name) => args.filter((a) => a.startsWith(`--${name}=`)).map((a) => a.slice(name.length + 3));
const runs = Number(option('runs')[0] ?? 5);
const dirs = option('dir').length ? option('dir') : ['functions'];
const named = args.filter((a) => !a.startsWith('--'));
/** [export name, signature type]: a callable, a PDF callable, a Firestore trigger, a schedule. */
const targets = named.length
  ? named.map((t) => [t, 'http'])
  : [
      ['getRazorpayKey', 'http'],
      ['invoicePdf', 'http'],
      ['onEnrollmentWritten', 'cloudevent'],
      ['advanceBatches', 'http'],
    ];

/** CPU seconds (user + system) /proc says process `pid` has used. */
function cpuOf(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** One cold start of `target` from folder `dir`: { cpu, wall } in seconds, up to its ready line. */
function coldStart(dir, target, signature) {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const child = spawn(process.execPath, [RUNTIME], {
      cwd: path.resolve(ROOT, dir),
      env: {
        ...process.env,
        METADATA_SERVER_DETECTION: 'none',
        FUNCTIONS_EMULATOR: 'true',
        GCLOUD_PROJECT: 'demo-skillsetu',
        FUNCTION_TARGET: target,
        FUNCTION_SIGNATURE_TYPE: signature,
        K_SERVICE: target,
        PORT: path.join(os.tmpdir(), `cold-worker-${process.pid}-${target}.sock`),
      },
      stdio: ['pipe', 'pipe', 'pipe', 'ipc'],
    });
    let out = '';
    const onData = (chunk) => {
      out += chunk;
      if (out.includes('Functions runtime initialized')) {
        const result = { cpu: cpuOf(child.pid), wall: (performance.now() - startedAt) / 1000 };
        child.kill('SIGKILL');
        resolve(result);
      } else if (out.includes('"FATAL"')) {
        child.kill('SIGKILL');
        reject(new Error(`${target} failed to load:\n${out}`));
      }
    };
    // The runtime logs through IPC (firebase-tools' EmulatorLog), stderr only when that fails.
    child.on('message', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${target} exited (${code}) before it was ready:\n${out}`)));
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
for (const [target, signature] of targets) {
  const cpus = dirs.map(() => []);
  const walls = dirs.map(() => []);
  for (let i = 0; i < runs; i++)
    for (const [d, dir] of dirs.entries()) {
      const { cpu, wall } = await coldStart(dir, target, signature);
      cpus[d].push(cpu);
      walls[d].push(wall);
    }
  for (const [d, dir] of dirs.entries())
    rows.push({
      dir,
      target,
      'cpu s (median)': median(cpus[d]),
      'wall s (median)': Math.round(median(walls[d]) * 100) / 100,
    });
}
console.table(rows);
