import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const CHROMIUM = '/usr/bin/chromium';

/**
 * After `vite build`: writes the SPA shell app.html (the Hosting rewrite target) and prerenders
 * the public pages that need no data into index.html, about.html, … (scripts/prerender.mjs).
 * Needs Debian Chromium; without it (or with SKILLSETU_PRERENDER=0) every page is the shell.
 * Then fails the build if any page has an inline script whose hash the CSP does not list.
 */
export function prerenderPublicPages(): Plugin {
  let outDir = 'dist';
  return {
    name: 'skillsetu-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const { prerenderPages, writeAppShell } = await import('../../scripts/prerender.mjs');
        const { assertInlineScriptsAllowed } = await import('../../scripts/lib/csp.mjs');
        writeAppShell(outDir);
        if (process.env.SKILLSETU_PRERENDER !== '0') {
          if (fs.existsSync(CHROMIUM)) await prerenderPages({ outDir });
          else this.warn(`${CHROMIUM} not found: pages are not prerendered (apt-get install -y chromium)`);
        }
        // Every inline script of every page must be allowed by firebase.json's CSP, else the build
        // fails (docs/decisions/026-csp-inline-script-hashes.md).
        try {
          assertInlineScriptsAllowed(outDir);
        } catch (error) {
          this.error(error instanceof Error ? error.message : String(error));
        }
      },
    },
  };
}
