import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { HOST, ports } from '../scripts/lib/ports.mjs';

const p = ports();
const offset = Number(process.env.SKILLSETU_PORT_OFFSET ?? 0) || 0;
/** Playwright workers: SKILLSETU_E2E_WORKERS, else 2 (docs/decisions/236-e2e-workers-and-signed-in-starts.md). */
const workers = Number(process.env.SKILLSETU_E2E_WORKERS ?? 2) || 2;

/** Debian's headless-only build of the same Chromium (package chromium-headless-shell). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * The browser: SKILLSETU_E2E_CHROMIUM, else the headless shell when installed, else Debian's
 * chromium (docs/decisions/283-e2e-browser-and-trace-cost.md).
 */
const executablePath =
  process.env.SKILLSETU_E2E_CHROMIUM || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
/** Traces of failed tests keep DOM snapshots; their screencast film strip only with SKILLSETU_E2E_TRACE_SCREENSHOTS=1 (ADR 283). */
const traceScreenshots = process.env.SKILLSETU_E2E_TRACE_SCREENSHOTS === '1';
/** Traces are recorded only with SKILLSETU_E2E_TRACE=1 (ADR 283's update: their CPU). */
const traceOn = process.env.SKILLSETU_E2E_TRACE === '1';

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
    trace: traceOn
      ? { mode: 'retain-on-failure', screenshots: traceScreenshots, snapshots: true, sources: true }
      : 'off',
    // The app-shell service worker precaches the whole build (~720 KiB gzip) for every signed-in
    // browser: blocked by default so other specs do not pay for it; app-shell-offline and
    // security-headers allow it (test.use), docs/decisions/110-workbox-app-shell.md.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
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
