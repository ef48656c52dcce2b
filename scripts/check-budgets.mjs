// `node scripts/check-budgets.mjs [outDir]`: each public route's JS before interactive against its
// budget (docs/performance.md, docs/decisions/180-route-budgets-from-the-built-html.md). Prints one
// line per route and exits 1 when one is over. `npm test` runs it after its build; it counts bytes,
// so it cannot flake. Default outDir: this port offset's build (webDistDir).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { bootClosure, HOME_JS_BUDGET_BYTES, readManifest, staticClosure } from './lib/vite-manifest.mjs';

const KB = 1024;

/**
 * Public routes: the HTML file Hosting serves for it (firebase.json rewrites), its route module,
 * `target` (gzip level 9 bytes: home 120 KB; the trainer profile, Find Trainers, course and category
 * pages 140 KB; every other public page 130 KB) and `budget`, the number enforced. Where a route is
 * not at its target yet, its budget is the number reached (docs/performance.md lists each gap), so it
 * can only go down: lower it whenever a change makes the route lighter.
 */
const kb = (n) => Math.round(n * KB);
export const ROUTE_BUDGETS = [
  { route: '/', html: 'index.html', module: 'src/app/routes/home.tsx', target: kb(120), budget: HOME_JS_BUDGET_BYTES },
  {
    route: '/trainer/{id}',
    html: 'trainer-shell.html',
    module: 'src/app/routes/trainer.tsx',
    target: kb(140),
  },
  {
    route: '/find-trainers',
    html: 'find-trainers.html',
    module: 'src/app/routes/find-trainers.tsx',
    target: kb(140),
  },
  {
    route: '/course/{id}',
    html: 'course-shell.html',
    module: 'src/app/routes/course.tsx',
    target: kb(140),
  },
  {
    route: '/categories/{slug}',
    html: 'public-shell.html',
    module: 'src/app/routes/category.tsx',
    target: kb(140),
  },
  ...['about', 'how-it-works', 'terms', 'privacy', 'cancellation-refunds', 'safety', 'careers', 'press'].map(
    (page) => ({ route: `/${page}`, html: `${page}.html`, module: `src/app/routes/${page}.tsx`, target: kb(130) }),
  ),
  { route: '/help', html: 'help.html', module: 'src/app/routes/help.tsx', target: kb(130) },
  {
    route: '/contact',
    html: 'public-shell.html',
    module: 'src/app/routes/contact.tsx',
    target: kb(130),
  },
  {
    route: '/become-trainer',
    html: 'public-shell.html',
    module: 'src/app/routes/become-trainer.tsx',
    target: kb(130),
  },
];

/** Script files the built HTML loads before the app runs: its entry and every module it preloads. */
export function htmlScripts(html) {
  const loader = html.match(/<script[^>]*data-entry="([^"]+)"[^>]*data-preload="([^"]*)"/);
  if (loader) return [loader[1], ...loader[2].split(' ').filter(Boolean)];
  const found = [];
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) found.push(m[1]);
  for (const m of html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)) found.push(m[1]);
  return found;
}

/**
 * JS before interactive of each ROUTE_BUDGETS route in the build in `outDir`: the gzip bytes (level
 * 9) of every script its HTML loads or preloads, plus the static closure of its route module. Returns `{ route, bytes, budget, target, ok }[]`.
 */
export function measureRoutes(outDir) {
  const manifest = readManifest(outDir);
  const boot = bootClosure(manifest).keys;
  const gzipOf = new Map();
  const size = (file) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length);
    return gzipOf.get(file);
  };
  return ROUTE_BUDGETS.map(({ route, html, module, target, budget = target }) => {
    const htmlPath = path.join(outDir, fs.existsSync(path.join(outDir, html)) ? html : 'app.html');
    const files = new Set(htmlScripts(fs.readFileSync(htmlPath, 'utf8')).map((f) => f.replace(/^\//, '')));
    if (!manifest[module]) throw new Error(`${module} is not in the build in ${outDir}`);
    for (const k of staticClosure(manifest, module, new Set(boot))) files.add(manifest[k].file);
    for (const k of boot) files.add(manifest[k].file);
    const bytes = [...files].reduce((n, f) => n + size(f), 0);
    return { route, bytes, budget, target, ok: bytes <= budget };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { webDistDir } = await import('./lib/emulator-env.mjs');
  const outDir = process.argv[2] ?? webDistDir();
  const rows = measureRoutes(outDir);
  for (const r of rows) {
    const gap =
      r.bytes > r.target ? `, ${((r.bytes - r.target) / KB).toFixed(1)} KB above its ${r.target / KB} KB target` : '';
    const note = r.ok ? `ok${gap}` : 'OVER BUDGET';
    console.log(
      `  ${r.route.padEnd(22)} ${(r.bytes / KB).toFixed(1).padStart(6)} KB  budget ${(r.budget / KB).toFixed(1)} KB  ${note}`,
    );
  }
  process.exit(rows.every((r) => r.ok) ? 0 : 1);
}
