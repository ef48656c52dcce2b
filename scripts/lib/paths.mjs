import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Absolute path of the repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Ignored folder for generated files (launcher jar, firebase-tools config, reports). */
export const CACHE = path.join(ROOT, '.cache');
const offset = Number(process.env.SKILLSETU_PORT_OFFSET ?? 0) || 0;
/**
 * JSON reports of one test run; per port offset so parallel runs on one machine do not clear each
 * other's. SKILLSETU_REPORTS_DIR wins: `npm test` sets it for the suites it runs at other offsets
 * (rules, e2e), so every report of the run lands in one folder.
 */
export const REPORTS =
  process.env.SKILLSETU_REPORTS_DIR ??
  (offset === 0 ? path.join(ROOT, 'reports') : path.join(ROOT, 'reports', `offset-${offset}`));
