import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { CHAKRA_THEME_ALIAS } from './web/build/chakra.ts';
import { LIGHT_ROUTER_ALIAS } from './web/build/react-router.ts';

// One config, seven projects. domain, web-logic, web, web-isolated and functions-unit (the functions' pure
// decisions, `*.unit.test.ts`) run without emulators; rules and functions run under `firebase emulators:exec`
// one file at a time (single-project mode, shared emulator state). docs/testing.md.
const FUNCTIONS_UNIT = 'src/**/*.unit.test.ts';
/**
 * The unit projects share one module cache per worker thread (`isolate: false`): a test file no
 * longer pays for importing zod, the domain, React and Chakra again, most of their CPU (Node
 * projects 18 s isolated, 4 s shared, ADR 216; the happy-dom `web` project, ADR 296).
 */
const SHARED_MODULES = { pool: 'threads', isolate: false } as const;
/**
 * The web app's `*.test.ts` files that need a DOM (a hook rendered with Testing Library, `document`):
 * they run in the `web` project. Every other web `*.test.ts` is plain logic and runs in
 * `web-logic`, in Node with one shared module cache: 4 s of CPU instead of 20 s (ADR 233). A new
 * `.test.ts` that fails there with "document is not defined" belongs in this list.
 */
const WEB_DOM_TS_TESTS = [
  'src/app/prerendered-styles.test.ts',
  'src/features/auth/api/sign-up-in-flight.test.ts',
  'src/features/reviews/api/saved-reviews.test.ts',
  'src/features/home/hooks/use-promo-popup.test.ts',
  'src/features/home/hooks/use-wait-while-typing.test.ts',
  'src/lib/firebase/use-once.test.ts',
  'src/lib/low-data.test.ts',
];
const WEB_RESOLVE = { alias: [CHAKRA_THEME_ALIAS, LIGHT_ROUTER_ALIAS] };
/**
 * A component that reaches a feature's index.ts (ADR 244) may import lib/firebase/sdk.ts, which reads
 * these build-time constants. Emulator endpoints that nothing listens on: the SDK initialises (App
 * Check with the emulator token, never reCAPTCHA) and is never called.
 */
const WEB_DEFINE = {
  __EMULATORS__: JSON.stringify({
    auth: 'http://127.0.0.1:9',
    firestore: { host: '127.0.0.1', port: 9 },
    functions: { host: '127.0.0.1', port: 9 },
    storage: { host: '127.0.0.1', port: 9 },
  }),
  __RAZORPAY_CHECKOUT_URL__: JSON.stringify('http://127.0.0.1:9/v1/checkout.js'),
};
/**
 * The web tests that need a module graph of their own: they assert what importing a module does to
 * module state (the Chakra recipe registry), or would `vi.mock` an app module, and run in
 * `web-isolated`, each file in a fresh worker. Every other DOM test shares modules in `web` and must
 * not depend on which files ran before it (ADR 296).
 */
const WEB_ISOLATED_TESTS = [
  'src/components/ui/chakra/chakra.test.tsx',
  // reloads the theme module (vi.resetModules) to create the system in tasks (ADR 293)
  'src/components/ui/chakra-system-steps.test.ts',
];
/** A DOM project, `web` (shared modules) or `web-isolated`: the settings both have, then `test`'s own. */
const webDom = (test: {
  name: string;
  exclude?: string[];
  include?: string[];
  pool?: 'threads';
  isolate?: boolean;
}) => ({
  plugins: [react()],
  resolve: WEB_RESOLVE,
  define: WEB_DEFINE,
  test: {
    root: './web',
    // happy-dom builds a document in a fraction of jsdom's time: the project's CPU fell from
    // 151 s to 122 s (ADR 233). A file that needs jsdom says `// @vitest-environment jsdom`.
    environment: 'happy-dom',
    include: ['src/**/*.test.tsx', ...WEB_DOM_TS_TESTS],
    setupFiles: ['./test/setup.ts'],
    // A bound on waiting: niced beside the emulator suites on a loaded 2-core machine, two
    // tests that take 1 s alone hit the default 5 s (ADR 216); a passing test is as fast.
    testTimeout: 30_000,
    ...test,
  },
});
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './domain',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // niced on a loaded 2-core machine, as the web project (ADR 216)
          testTimeout: 30_000,
          ...SHARED_MODULES,
        },
      },
      {
        plugins: [react()],
        resolve: WEB_RESOLVE,
        define: WEB_DEFINE,
        test: {
          name: 'web-logic',
          root: './web',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...WEB_DOM_TS_TESTS, ...WEB_ISOLATED_TESTS],
          // niced on a loaded 2-core machine, as the web project (ADR 216)
          testTimeout: 30_000,
          ...SHARED_MODULES,
        },
      },
      webDom({
        name: 'web',
        exclude: [...configDefaults.exclude, ...WEB_ISOLATED_TESTS],
        // One module cache and one happy-dom window per worker: 127 CPU s isolated, ~20 shared
        // (ADR 296). web/test/setup.ts gives each file a fresh page.
        ...SHARED_MODULES,
      }),
      webDom({ name: 'web-isolated', include: WEB_ISOLATED_TESTS }),
      {
        test: {
          name: 'rules',
          root: './tests',
          environment: 'node',
          include: ['rules/**/*.test.ts'],
          fileParallelism: false,
          // One process for every file, its modules loaded once (firebase, rules-unit-testing):
          // each file's environment lives in useRulesEnv's hooks and is cleaned up in afterAll.
          pool: 'forks',
          isolate: false,
          // Bounds on waiting: one rules test timed out at 20 s on a loaded machine (ADR 150).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'functions-unit',
          root: './functions',
          environment: 'node',
          include: [FUNCTIONS_UNIT],
          // niced on a loaded 2-core machine, as the web project (ADR 216): the worker-pool test
          // starts Node processes and took 7.9 s there, past the default 5 s
          testTimeout: 30_000,
          ...SHARED_MODULES,
        },
      },
      {
        test: {
          name: 'functions',
          root: './functions',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, FUNCTIONS_UNIT],
          fileParallelism: false,
          // One process for every file, its modules loaded once (firebase, firebase-admin, zod, the
          // domain): isolated, each of the ~65 files paid ~1.2 CPU s to load them again (ADR 286).
          // The files already run one after another and clean up after themselves (closeApps).
          pool: 'forks',
          isolate: false,
          // Bounds on waiting, not on correctness: a cold function's first run on a busy 2-core
          // machine took over 30 s (ADR 150); a test that passes stays as fast.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
