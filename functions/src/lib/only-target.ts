import { createRequire } from 'node:module';

/**
 * The loader of lib/index.js (the bundle's entry, whose URL is `entryUrl`): `serve(name, path)` is
 * the export `name` of the function module at `path` (relative to src/index.ts, no extension),
 * loaded when this process serves `name` or every function; `undefined`, the module never loaded,
 * when it serves another one.
 *
 * A process serves one function when FUNCTION_TARGET names it: each Functions-emulator worker and
 * each deployed Cloud Run instance. Discovery (the emulator's and `firebase deploy`'s) runs without
 * it and loads every module. Why: a cold worker loaded the whole graph, pdf-lib and the Razorpay
 * SDK included, to run one function (docs/decisions/230-one-function-per-cold-worker.md).
 *
 * Synchronous on purpose: firebase-tools and firebase-functions `require()` the entry first, which
 * fails on a module with top-level await. Each function module is an entry of its own in the build
 * (functions/build.mjs): an ES module without top-level await, which Node 20.19+ can `require()`.
 *
 * @param target the function this process serves, if one (defaults to FUNCTION_TARGET)
 */
export function servesOnly(entryUrl: string, target: string | undefined = process.env.FUNCTION_TARGET) {
  const load = createRequire(entryUrl);
  return (name: string, path: string): unknown =>
    target && target !== name ? undefined : (load(`${path}.js`) as Record<string, unknown>)[name];
}
