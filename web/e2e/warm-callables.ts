// Starts, before the specs run, the functions emulator's worker of every callable the app calls:
// docs/decisions/260-e2e-prepared-beside-the-functions-suite.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FUNCTIONS_REGION, HOST, PROJECT_ID, ports } from '../../scripts/lib/ports.mjs';

const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
/** `callFunction<Req, Res>('name', …)`, the app's one way to call a callable (lib/firebase/callables.ts). */
const CALL = /callFunction(?:<[^(]*>)?\(\s*'([A-Za-z0-9]+)'/g;
/** Cold workers started at once: each loads its function's module on one of two shared cores. */
const AT_ONCE = 3;

/** The names of the callables the web app calls, from its sources (test files left out), sorted. */
export function callablesTheAppCalls(dir = WEB_SRC): string[] {
  const names = new Set<string>();
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    for (const m of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(CALL)) names.add(m[1]!);
  }
  return [...names].sort();
}

/**
 * Sends each callable the CORS preflight a browser sends before calling it (`OPTIONS`, answered by
 * the callable's CORS layer without running its handler): the functions emulator starts a worker
 * when none is idle, which loads the functions and then waits, idle, for the first real call. The
 * first calls of the tests then skip the cold start (docs/testing.md "Cold workers"). AT_ONCE at a
 * time, so up to AT_ONCE workers start: with one pool for every function (ADR 301) that is all
 * the suite needs; with one pool per function, one worker per callable. Resolves with how many answered; never throws on a
 * function's answer, only when the functions emulator cannot be reached.
 */
export async function warmCallables(names = callablesTheAppCalls()): Promise<number> {
  const p = ports();
  const origin = `http://${HOST}:${p.hosting}`;
  let answered = 0;
  const queue = [...names];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      const res = await fetch(`http://${HOST}:${p.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
      });
      await res.arrayBuffer();
      if (res.ok) answered += 1;
      else console.warn(`[e2e prepare] warming ${name}: HTTP ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return answered;
}
