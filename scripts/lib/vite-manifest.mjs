// Reading Vite's build manifest (web/dist/.vite/manifest.json): which chunks a page needs.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The parsed manifest of a finished build in `outDir`. */
export function readManifest(outDir) {
  return JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
}

/** Manifest keys of a chunk and its static imports (recursively); dynamic imports excluded. */
export function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imp of chunk.imports ?? []) staticClosure(manifest, imp, seen);
  return seen;
}

/**
 * Manifest keys the app needs before its first render on any page: the entry (main.tsx) and its
 * static imports (route modules are dynamic imports, loaded per page).
 */
export function bootClosure(manifest) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  return { entryKey, keys: staticClosure(manifest, entryKey) };
}

/**
 * Home's JS before first paint (gzip level 9, bytes): the number enforced by scripts/check-budgets.mjs,
 * its 120 KB target (docs/performance.md), reached after ADRs 289-291.
 */
export const HOME_JS_BUDGET_BYTES = Math.round(120 * 1024);
export const HOME_JS_LIMIT_BYTES = 165 * 1024;

/**
 * Gzip bytes (level 9) of the JS a route needs before its first paint in the build in `outDir`:
 * the entry's static closure plus the route module's (`routeKey`, e.g. 'src/app/routes/home.tsx').
 */
export function firstPaintGzipBytes(outDir, routeKey) {
  const manifest = readManifest(outDir);
  if (!manifest[routeKey]) throw new Error(`${routeKey} is not in the build in ${outDir}`);
  const files = staticClosure(manifest, routeKey, new Set(bootClosure(manifest).keys));
  let bytes = 0;
  for (const key of files)
    bytes += gzipSync(fs.readFileSync(path.join(outDir, manifest[key].file)), { level: 9 }).length;
  return bytes;
}
