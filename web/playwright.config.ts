import { defineConfig } from '@playwright/test';
import { HOST, ports } from '../scripts/lib/ports.mjs';

const p = ports();
const offset = Number(process.env.SKILLSETU_PORT_OFFSET ?? 0) || 0;
/** Playwright workers: SKILLSETU_E2E_WORKERS, else 2 (docs/decisions/236-e2e-workers-and-signed-in-starts.md). */
const workers = Number(process.env.SKILLSETU_E2E_WORKERS ?? 2) || 2;

/**
 * Playwright drives Debian's Chromium (never a downloaded browser) against the built app served
 * by the Hosting emulator. Runs inside `firebase emulators:exec` (see scripts/test.mjs).
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://${HOST}:${p.hosting}`,
    trace: 'retain-on-failure',
    // The app-shell service worker precaches the whole build (~720 KiB gzip) for every signed-in
    // browser: blocked by default so other specs do not pay for it; app-shell-offline and
    // security-headers allow it (test.use), docs/decisions/110-workbox-app-shell.md.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    },
  },
  // per port offset, so parallel runs do not delete each other's traces
  outputDir: offset === 0 ? '../test-results' : `../test-results/offset-${offset}`,
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
