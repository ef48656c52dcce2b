import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
// @ts-expect-error plain ESM helper shared with the scripts (no types needed here)
import { HOST, ports } from '../scripts/lib/ports.mjs';

const CHROMIUM = '/usr/bin/chromium';

/**
 * After `vite build`: writes the SPA shell app.html (the Hosting rewrite target) and prerenders
 * the public pages that need no data into index.html, about.html, … (scripts/prerender.mjs).
 * Needs Debian Chromium; without it (or with SKILLSETU_PRERENDER=0) every page is the shell.
 */
function prerenderPublicPages(): Plugin {
  let outDir = 'dist';
  return {
    name: 'skillsetu-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // @ts-expect-error plain ESM script shared with the bench (no types needed here)
      const { prerenderPages, writeAppShell } = await import('../scripts/prerender.mjs');
      writeAppShell(outDir);
      if (process.env.SKILLSETU_PRERENDER === '0') return;
      if (!fs.existsSync(CHROMIUM)) {
        this.warn(`${CHROMIUM} not found: pages are not prerendered (apt-get install -y chromium)`);
        return;
      }
      await prerenderPages({ outDir });
    },
  };
}

// `--mode emulator` (tests, npm start) points the app at the local Emulator Suite and the
// Razorpay test double for the current SKILLSETU_PORT_OFFSET; production builds point at Firebase.
export default defineConfig(({ mode, command }) => {
  const p = ports() as Record<string, number>;
  const useEmulators = mode === 'emulator' || command === 'serve';
  const outDir = process.env.SKILLSETU_WEB_OUT_DIR;
  return {
    plugins: [react(), prerenderPublicPages()],
    // Exactly one Firebase SDK copy in the bundle: two copies of @firebase/app mean two component
    // registries and 'Component auth has not been registered yet'. web/package.json pins the
    // firebase version that reactfire's peer hoists, so npm installs one copy; dedupe guards drift.
    resolve: {
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
    server: { host: HOST, port: p.vite, strictPort: true },
    preview: { host: HOST, port: p.vite, strictPort: true },
    build: {
      outDir: outDir ?? 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // Source maps for the browser's devtools (Lighthouse best practice); never loaded by users.
      sourcemap: true,
      reportCompressedSize: false,
      // scripts/bench/web.mjs reads the manifest to size each route's JS before first paint.
      manifest: true,
      rolldownOptions: {
        // @skillsetu/domain is pure (schemas, constants, functions) but its package.json does not
        // say so: without this, importing one constant pulls every zod schema (~29 KB gzip) into
        // whichever chunk imports the package first.
        // A function returning undefined keeps the default (package.json sideEffects) for every
        // other module; a rule list would mark unmatched modules side-effect free.
        treeshake: { moduleSideEffects: (id: string) => (/[\\/]domain[\\/]src[\\/]/.test(id) ? false : undefined) },
      },
    },
  };
});
