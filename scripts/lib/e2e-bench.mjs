// What a Playwright run costs, A/B: `node scripts/lib/e2e-bench.mjs --files=a.spec.ts,b.spec.ts
// --rounds=2 --variant=NAME:KEY=VALUE,KEY=VALUE --variant=...` at `SKILLSETU_PORT_OFFSET` + 2, as
// `npm test` uses (it builds the web app first when it changed). It starts one e2e emulator stack, the
// Razorpay double and the seed once, then runs Playwright on the same spec files once per variant
// and round, alternating the order round by round (load on this shared machine hits each alike),
// and prints per run: tests passed and failed, wall seconds, CPU seconds of Playwright and its
// Chromium (by process type), and of the emulators. A variant is environment for
// web/playwright.config.ts. docs/decisions/283-e2e-browser-and-trace-cost.md has what it measured.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { childrenCpuSeconds } from './cpu.mjs';
import { emulatorEnv, firebaseArgs } from './emulator-env.mjs';
import { REPORTS, ROOT } from './paths.mjs';
import { portOffset } from './ports.mjs';
import { startServices } from './services.mjs';

const TICKS = 100;
const argv = process.argv.slice(2);
const opt = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/** /proc/<pid>/stat of every process: pid → { ppid, cpu seconds (own), type (Chromium --type, or the command) }. */
function processes() {
  const out = new Map();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Chromium rewrites its title: one string with spaces, not NUL-separated arguments; a zombie has none
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
      const chromeType = cmd.find((a) => a.startsWith('--type='))?.slice(7);
      const exe = path.basename(cmd[0] ?? '');
      const type = chromeType ?? (/chrom/.test(exe) ? 'browser' : /java/.test(exe) ? 'java' : exe || 'ended');
      out.set(Number(pid), { ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12])) / TICKS, type });
    } catch {
      // the process ended while we read it
    }
  }
  return out;
}

/** The pids under `root` (itself included) in a processes() snapshot. */
function subtree(procs, root) {
  const kids = new Map();
  for (const [pid, p] of procs) kids.set(p.ppid, [...(kids.get(p.ppid) ?? []), pid]);
  const seen = new Set();
  const todo = [root];
  while (todo.length) {
    const pid = todo.pop();
    if (seen.has(pid)) continue;
    seen.add(pid);
    todo.push(...(kids.get(pid) ?? []));
  }
  return seen;
}

/** The emulators' processes: everything under the firebase-tools process except this script's own tree. */
function emulatorCpu() {
  const procs = processes();
  let root = process.ppid;
  while (root > 1 && !/firebase/.test(fs.readFileSync(`/proc/${root}/cmdline`, 'utf8')))
    root = procs.get(root)?.ppid ?? 1;
  const mine = subtree(procs, process.pid);
  const byPid = new Map();
  for (const pid of subtree(procs, root)) if (!mine.has(pid)) byPid.set(pid, procs.get(pid)?.cpu ?? 0);
  return byPid;
}

/** Runs Playwright once with `env` added; samples its process tree every second for a CPU split by type. */
async function runOnce(files, env, jsonOut) {
  const before = emulatorCpu();
  const cpuBefore = childrenCpuSeconds();
  const started = Date.now();
  const child = spawn('npx', ['playwright', 'test', '-c', 'web/playwright.config.ts', ...files], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, SKILLSETU_E2E_PREPARED: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: jsonOut, ...env },
  });
  const seen = new Map();
  const sample = () => {
    const procs = processes();
    for (const pid of subtree(procs, child.pid)) {
      const p = procs.get(pid);
      // a process keeps the type it had alive (a zombie's command line is empty)
      if (p) seen.set(pid, { ...p, type: seen.get(pid)?.type ?? p.type });
    }
  };
  const timer = setInterval(sample, 1000);
  await new Promise((done) => child.on('exit', done));
  clearInterval(timer);
  const wall = (Date.now() - started) / 1000;
  const cpu = (childrenCpuSeconds() ?? 0) - (cpuBefore ?? 0);
  const after = emulatorCpu();
  let emulators = 0;
  for (const [pid, c] of after) emulators += c - (before.get(pid) ?? 0);
  const byType = {};
  for (const p of seen.values()) byType[p.type] = Math.round(((byType[p.type] ?? 0) + p.cpu) * 10) / 10;
  const report = fs.existsSync(jsonOut) ? JSON.parse(fs.readFileSync(jsonOut, 'utf8')) : { stats: {} };
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  const sampled = Math.round(Object.values(byType).reduce((a, b) => a + b, 0) * 10) / 10;
  // `cpu` (what Playwright's waited-for processes used) misses Chromium processes nobody reaps; `sampled` has them
  return {
    wall,
    sampled,
    cpu: Math.round(cpu * 10) / 10,
    emulators: Math.round(emulators * 10) / 10,
    passed: expected + flaky,
    failed: unexpected,
    byType,
  };
}

if (!argv.includes('--inner')) {
  const offset = portOffset() + 2;
  const env = emulatorEnv({ SKILLSETU_REPORTS_DIR: REPORTS }, offset);
  // the web build for this offset (skipped when its inputs have not changed)
  if (spawnSync('node', ['scripts/build-for-emulators.mjs'], { cwd: ROOT, stdio: 'inherit', env }).status !== 0)
    process.exit(1);
  const inner = ['node', 'scripts/lib/e2e-bench.mjs', '--inner', ...argv.map((a) => `'${a}'`)].join(' ');
  const args = [
    'firebase',
    'emulators:exec',
    ...firebaseArgs(['auth', 'firestore', 'functions', 'hosting'], offset),
    inner,
  ];
  process.exit(spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit', env }).status ?? 1);
}

const files = (opt('files') ?? '').split(',').filter(Boolean);
const rounds = Number(opt('rounds') ?? 2);
const variants = argv
  .filter((a) => a.startsWith('--variant='))
  .map((a) => {
    const [name, kv = ''] = a.slice(10).split(':');
    return {
      name,
      env: Object.fromEntries(
        kv
          .split(',')
          .filter(Boolean)
          .map((p) => p.split('=')),
      ),
    };
  });
const services = await startServices();
const prep = spawnSync('npx', ['tsx', 'web/e2e/prepare.ts'], { cwd: ROOT, stdio: 'inherit', env: process.env });
if (prep.status !== 0) throw new Error('prepare failed');
const results = [];
for (let round = 1; round <= rounds; round++) {
  const order = round % 2 ? variants : [...variants].reverse();
  for (const v of order) {
    const jsonOut = path.join(REPORTS, `bench-${v.name}-${round}.json`);
    const r = await runOnce(files, v.env, jsonOut);
    results.push({ variant: v.name, round, ...r });
    console.log(`[bench] ${JSON.stringify(results.at(-1))}`);
  }
}
await services.stop();
fs.mkdirSync(REPORTS, { recursive: true });
fs.writeFileSync(path.join(REPORTS, 'e2e-bench.json'), JSON.stringify(results, null, 1));
