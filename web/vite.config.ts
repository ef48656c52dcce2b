import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { HOST, ports } from '../scripts/lib/ports.mjs';
import { appShellServiceWorker } from './build/app-shell';
import { CHAKRA_THEME_ALIAS, chakraLazyGlobalStyles } from './build/chakra';
import { splitChakraAnatomy } from './build/chakra-anatomy';
import { chakraConditions } from './build/chakra-conditions';
import { chakraPropLists } from './build/chakra-props';
import { chakraSystemSteps } from './build/chakra-system-steps';
import {
  ALWAYS_LOADED_CHUNK,
  BOOT_CHUNK,
  ENTRY_CHUNK,
  FIREBASE_SDK_CHUNK,
  FIRESTORE_CHUNK,
  heldBackChunksPresent,
  ICON_CHUNK,
  IDLE_CHUNK,
  SIDE_EFFECT_FREE,
} from './build/chunks';
import { unusedSdkAliases } from './build/firebase-sdk';
import { splitLucideIcons } from './build/lucide-icons';
import { prerenderPublicPages } from './build/prerender';
import { LIGHT_ROUTER_ALIAS, reactRouterProductionAlias, reactRouterTreeShakable } from './build/react-router';
import { zodJitless } from './build/zod-jitless';

// The build's plugins and aliases live in web/build/, one file each; every one that patches or
// reaches into a library asserts the version it was written for (web/build/versions.ts).

// `--mode emulator` (tests, npm start) points the app at the local Emulator Suite and the
// Razorpay test double for the current SKILLSETU_PORT_OFFSET; production builds point at Firebase.
export default defineConfig(({ mode, command }) => {
  const p = ports();
  const useEmulators = mode === 'emulator' || command === 'serve';
  const outDir = process.env.SKILLSETU_WEB_OUT_DIR;
  return {
    plugins: [
      react(),
      chakraLazyGlobalStyles(),
      reactRouterTreeShakable(),
      splitLucideIcons(),
      splitChakraAnatomy(),
      chakraPropLists(),
      chakraSystemSteps(),
      chakraConditions(),
      zodJitless(),
      heldBackChunksPresent(),
      prerenderPublicPages(),
      appShellServiceWorker(),
    ],
    // Exactly one Firebase SDK copy in the bundle: two copies of @firebase/app mean two component
    // registries and 'Component auth has not been registered yet'. web/package.json pins the
    // firebase version that reactfire's peer hoists, so npm installs one copy; dedupe guards drift.
    resolve: {
      alias: [
        CHAKRA_THEME_ALIAS,
        LIGHT_ROUTER_ALIAS,
        ...(command === 'build' ? [...reactRouterProductionAlias(), ...unusedSdkAliases()] : []),
      ],
      dedupe: [
        'firebase',
        '@firebase/app',
        '@firebase/component',
        '@firebase/util',
        '@firebase/logger',
        '@firebase/auth',
        '@firebase/firestore',
        '@firebase/functions',
        '@firebase/storage',
      ],
    },
    define: {
      __EMULATORS__: JSON.stringify(
        useEmulators
          ? {
              auth: `http://${HOST}:${p.auth}`,
              firestore: { host: HOST, port: p.firestore },
              functions: { host: HOST, port: p.functions },
              storage: { host: HOST, port: p.storage },
            }
          : null,
      ),
      __RAZORPAY_CHECKOUT_URL__: JSON.stringify(
        useEmulators ? `http://${HOST}:${p.razorpay}/v1/checkout.js` : 'https://checkout.razorpay.com/v1/checkout.js',
      ),
    },
    // The trainer-cards worker (src/features/trainers/live): an ES module worker, tree-shaken as the app.
    worker: {
      format: 'es',
      plugins: () => [zodJitless({ optional: true })],
      rolldownOptions: {
        treeshake: {
          moduleSideEffects: (id: string) => (SIDE_EFFECT_FREE.test(id) ? false : undefined),
        },
      },
    },
    server: { host: HOST, port: p.vite, strictPort: true },
    preview: { host: HOST, port: p.vite, strictPort: true },
    build: {
      outDir: outDir ?? 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // Source maps for the browser's devtools (Lighthouse best practice); never loaded by users.
      sourcemap: true,
      reportCompressedSize: false,
      // Every browser the app supports has <link rel=modulepreload>: no polyfill in the entry.
      // Chunks loaded when the browser is idle (IDLE_CHUNK) get no preload list: their own imports
      // load when they run, and the lists would sit in the entry and home chunks (the JS budget, docs/performance.md).
      modulePreload: {
        polyfill: false,
        // The entry's lists leave out the Firebase SDK's chunks (FIREBASE_SDK_CHUNK): code that uses
        // the SDK runs inside <WithFirebase>, whose loader has loaded them (home's JS budget); and
        // the one-icon chunks of splitLucideIcons (web/build/lucide-icons.ts), a few hundred bytes each that
        // the route's chunk imports itself: listing each in every route's list cost home 0.2 KB.
        // Every list leaves out the chunks loaded before any dynamic import runs (ALWAYS_LOADED_CHUNK).
        resolveDependencies: (filename: string, deps: string[], { hostId }: { hostId: string }) =>
          IDLE_CHUNK.test(filename)
            ? []
            : ENTRY_CHUNK.test(hostId)
              ? deps.filter(
                  (dep) => !FIREBASE_SDK_CHUNK.test(dep) && !ICON_CHUNK.test(dep) && !ALWAYS_LOADED_CHUNK.test(dep),
                )
              : deps.filter((dep) => !ALWAYS_LOADED_CHUNK.test(dep)),
      },
      // scripts/bench/web.mjs reads the manifest to size each route's JS before first paint.
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'boot', test: (id: string) => BOOT_CHUNK.test(id.replaceAll('\\', '/')) },
              {
                name: 'firestore',
                test: (id: string) => FIRESTORE_CHUNK.test(id.replaceAll('\\', '/')),
                // only the SDK itself: @firebase/app and util stay in the chunks shared with Auth and Functions
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
        // @skillsetu/domain is pure (schemas, constants, functions) but its package.json does not
        // say so: without this, importing one constant pulls every zod schema (~29 KB gzip) into
        // whichever chunk imports the package first.
        // hoist-non-react-statics and react-is (CommonJS, pure) are imported by emotion's withTheme,
        // which Chakra never calls: marked pure, they drop out of the boot chunk (~1 KB gzip).
        // reactfire imports the Remote Config SDK (and through it Firebase Installations) for hooks
        // the app never calls; their only side effect is registering their component with
        // Firebase, so marked pure they drop out of the Firebase chunk (~10 KB gzip).
        // A feature's index.ts only re-exports its public surface (docs/architecture.md#layers):
        // marked pure, importing one export never pulls the feature's other modules in.
        // A function returning undefined keeps the default (package.json sideEffects) for every
        // other module; a rule list would mark unmatched modules side-effect free.
        treeshake: {
          moduleSideEffects: (id: string) => (SIDE_EFFECT_FREE.test(id) ? false : undefined),
        },
      },
    },
  };
});
