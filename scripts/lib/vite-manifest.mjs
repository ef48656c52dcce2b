// Reading Vite's build manifest (web/dist/.vite/manifest.json): which chunks a page needs.
import fs from 'node:fs';
import path from 'node:path';

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
