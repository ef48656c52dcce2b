import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Absolute path of the repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Ignored folder for generated files (launcher jar, firebase-tools config, reports). */
export const CACHE = path.join(ROOT, '.cache');
export const REPORTS = path.join(ROOT, 'reports');
