// `node scripts/bench/long-tasks.mjs <trace.json> [distDir] [--min-ms=30] [--by=package|file|function]`:
// what ran in each long task of a page load. Reads a trace kept by `npm run bench:web` with
// SKILLSETU_BENCH_LHR_DIR set (the bench then asks Lighthouse for V8's CPU samples too), maps every
// sample of the page's main thread back to its source through the build's source maps (distDir,
// default: this port offset's build) and prints, per main-thread task longer than --min-ms, the
// time spent under each package (node_modules) or app file, inclusive. Times are as observed on this
// host, before Lighthouse's 4x CPU simulation. Reports numbers; not a test. docs/performance.md.
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { webDistDir } from '../lib/emulator-env.mjs';

const args = process.argv.slice(2);
const positional = args.filter((a) => !a.startsWith('--'));
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const [traceFile, distDir = webDistDir()] = positional;
const minMs = Number(option('min-ms', '30'));
const by = option('by', 'package');
if (!traceFile) {
  console.error(
    'usage: node scripts/bench/long-tasks.mjs <trace.json> [distDir] [--min-ms=30] [--by=package|file|function]',
  );
  process.exit(2);
}

const trace = JSON.parse(fs.readFileSync(traceFile, 'utf8'));
const events = trace.traceEvents ?? trace;

/** V8's sampling profiles in the trace, one per (process, profile id). */
const profiles = new Map();
for (const e of events) {
  if (e.name !== 'Profile' && e.name !== 'ProfileChunk') continue;
  const id = `${e.pid}:${e.id}`;
  const p = profiles.get(id) ?? { pid: e.pid, start: 0, nodes: new Map(), samples: [], deltas: [] };
  profiles.set(id, p);
  if (e.name === 'Profile') p.start = e.args.data.startTime;
  else {
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const n of cpuProfile.nodes ?? []) p.nodes.set(n.id, n);
    p.samples.push(...(cpuProfile.samples ?? []));
    p.deltas.push(...timeDeltas);
  }
}
// the page's main thread: the profile that ran the app's own scripts, the one with most samples
const page = [...profiles.values()]
  .filter((p) => [...p.nodes.values()].some((n) => (n.callFrame.url ?? '').includes('/assets/')))
  .sort((a, b) => b.samples.length - a.samples.length)[0];
if (!page) {
  console.error(`${traceFile}: no CPU samples of the page (keep traces with SKILLSETU_BENCH_LHR_DIR set)`);
  process.exit(1);
}
const tasks = events
  .filter((e) => e.name === 'RunTask' && e.pid === page.pid && e.tid === page.pid && (e.dur ?? 0) > minMs * 1000)
  .map((e) => ({ start: e.ts, end: e.ts + e.dur, cpu: (e.tdur ?? e.dur) / 1000 }));

const maps = new Map();
function sourceMap(file) {
  if (!maps.has(file)) {
    const mapFile = path.join(distDir, 'assets', `${file}.map`);
    maps.set(file, fs.existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null);
  }
  return maps.get(file);
}
const labels = new Map();
/** A sample's label: its package, app file or function, from the build's source maps. */
function label(node) {
  if (labels.has(node.id)) return labels.get(node.id);
  const { url = '', functionName, lineNumber, columnNumber } = node.callFrame;
  const file = url.split('/').pop() ?? '';
  let name = url ? `${functionName || '(anonymous)'} ${file}` : functionName || '(anonymous)';
  const map = file.endsWith('.js') ? sourceMap(file) : null;
  const original = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (original?.source) {
    const source = original.source.replace(/^(\.\.\/)+/, '');
    const inPackage = source.includes('node_modules/');
    const rest = source.replace(/^.*node_modules\//, '').split('/');
    const pkg = rest[0]?.startsWith('@') ? rest.slice(0, 2).join('/') : rest[0];
    name =
      by === 'function'
        ? `${original.name ?? functionName ?? '(anonymous)'} ${source}:${original.line}`
        : by === 'package' && inPackage
          ? pkg
          : source;
  }
  labels.set(node.id, name);
  return name;
}
const parents = new Map();
for (const n of page.nodes.values()) {
  if (n.parent !== undefined) parents.set(n.id, n.parent);
  for (const child of n.children ?? []) parents.set(child, n.id);
}

let at = page.start;
const perTask = tasks.map(() => new Map());
for (let i = 0; i < page.samples.length; i++) {
  const delta = page.deltas[i] ?? 0;
  at += delta;
  const t = tasks.findIndex((task) => task.start <= at && at <= task.end);
  if (t < 0) continue;
  // inclusive: each label once per sample, however deep the stack repeats it
  const seen = new Set();
  for (let id = page.samples[i]; id !== undefined && page.nodes.has(id); id = parents.get(id)) {
    const name = label(page.nodes.get(id));
    if (seen.has(name) || name === '(root)') continue;
    seen.add(name);
    perTask[t].set(name, (perTask[t].get(name) ?? 0) + delta);
  }
}
console.log(
  `${path.basename(traceFile)}: ${tasks.length} main-thread task(s) over ${minMs} ms (ms observed, inclusive)`,
);
// Lighthouse's TBT from thread time instead of wall time (on a busy host a task mostly waits for a
// CPU): Σ max(0, 4 × thread time − 50 ms) over the main thread's tasks after the first contentful paint.
const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === page.pid);
const cpuTbt = events
  .filter((e) => e.name === 'RunTask' && e.pid === page.pid && e.tid === page.pid && fcp && e.ts > fcp.ts)
  .reduce((n, e) => n + Math.max(0, (4 * (e.tdur ?? e.dur ?? 0)) / 1000 - 50), 0);
console.log(
  `  CPU TBT (4 x thread time beyond 50 ms, after FCP): ${fcp ? `${Math.round(cpuTbt)} ms` : 'no FCP in the trace'}`,
);
const fcpTs = fcp?.ts ?? Infinity;
tasks.forEach((task, t) => {
  const top = [...perTask[t]]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, us]) => `${name} ${Math.round(us / 1000)}`);
  // thread time, and what the task adds to the CPU TBT above (0 before FCP)
  const blocks = task.start > fcpTs ? Math.max(0, 4 * task.cpu - 50) : 0;
  const cpu = `cpu ${Math.round(task.cpu)}${task.start > fcpTs ? `, blocks ${Math.round(blocks)}` : ', before FCP'}`;
  console.log(`  ${Math.round((task.end - task.start) / 1000)} ms (${cpu}): ${top.join(' | ')}`);
});
