// The second e2e stack's web build: the first stack's files with the other offset's emulator ports
// (docs/decisions/274-e2e-on-two-emulator-stacks.md), so `npm test` runs one `vite build`, not two.
import fs from 'node:fs';
import path from 'node:path';
import { HOST, ports } from './ports.mjs';

/**
 * The emulator addresses the web build bakes in (web/vite.config.ts `__EMULATORS__` and the Razorpay
 * checkout URL), as they appear in the built JS: `http://127.0.0.1:<port>` or `port:<port>`.
 */
const BAKED = ['auth', 'firestore', 'functions', 'storage', 'razorpay'];
const BAKED_RE = /(127\.0\.0\.1:|\bport:)(\d{4,5})\b/g;

/**
 * Copies the web build `fromDir` (built for offset `from`) to `toDir` with every emulator port of
 * offset `from` replaced by offset `to`'s, in the JS files (source maps are left out): the second
 * stack's build without a second `vite build`. Only `127.0.0.1:<port>` and `port:<port>` are
 * rewritten, and only ports of BAKED services. Throws when a baked service's port is not found (the
 * build changed shape: fix BAKED_RE) or when an old port is left anywhere in the JS.
 * @param {string} fromDir
 * @param {string} toDir
 * @param {number} from port offset the build was made for
 * @param {number} to port offset of the copy
 * @returns {number} how many addresses were rewritten
 */
export function copyBuildForOffset(fromDir, toDir, from, to) {
  if (HOST !== '127.0.0.1') throw new Error(`copyBuildForOffset expects HOST 127.0.0.1, got ${HOST}`);
  const a = ports(from);
  const b = ports(to);
  const map = new Map(BAKED.map((k) => [String(a[k]), String(b[k])]));
  const seen = new Set();
  fs.rmSync(toDir, { recursive: true, force: true });
  fs.cpSync(fromDir, toDir, { recursive: true, filter: (src) => !src.endsWith('.map') });
  let rewritten = 0;
  for (const file of fs.readdirSync(toDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.m?js$/.test(file)) continue;
    const full = path.join(toDir, file);
    const text = fs.readFileSync(full, 'utf8');
    const next = text.replace(BAKED_RE, (whole, lead, port) => {
      const moved = map.get(port);
      if (!moved) return whole;
      seen.add(port);
      rewritten += 1;
      return `${lead}${moved}`;
    });
    if (next !== text) fs.writeFileSync(full, next);
    const left = [...map.keys()].find((port) => next.includes(`${HOST}:${port}`));
    if (left) throw new Error(`${file} still names ${HOST}:${left} after the rewrite for offset ${to}`);
  }
  const missing = BAKED.filter((k) => !seen.has(String(a[k])));
  if (missing.length)
    throw new Error(
      `the web build in ${fromDir} names no port of ${missing.join(', ')}: cannot copy it for offset ${to}`,
    );
  return rewritten;
}
