import { expect, type Page, type Response } from '@playwright/test';

/** What a page reported as blocked by its Content-Security-Policy: one line per violation. */
export type CspViolations = string[];

declare global {
  interface Window {
    /** Set by watchCspViolations (Playwright binding): records one CSP violation. */
    __reportCspViolation?: (line: string) => void;
  }
}

/**
 * Records every Content-Security-Policy violation `page` reports from now on, across navigations:
 * the `securitypolicyviolation` events of each document (an init script) and any console message of
 * the page, its dedicated workers or the service worker that mentions 'Content Security Policy'.
 * Returns the live list (empty while nothing was blocked). Call before the first goto.
 */
export async function watchCspViolations(page: Page): Promise<CspViolations> {
  const violations: CspViolations = [];
  await page.exposeBinding('__reportCspViolation', (_source, line: string) => {
    violations.push(line);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        window.__reportCspViolation?.(
          `${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
        ),
      true,
    );
  });
  const fromConsole = (where: string) => (text: string) => {
    if (text.includes('Content Security Policy')) violations.push(`${where} console: ${text}`);
  };
  page.on('console', (msg) => fromConsole(new URL(page.url()).pathname)(msg.text()));
  page.on('worker', (worker) => worker.on('console', (msg) => fromConsole(`worker ${worker.url()}`)(msg.text())));
  page
    .context()
    .on('serviceworker', (worker) => worker.on('console', (msg) => fromConsole(`service worker`)(msg.text())));
  return violations;
}

/**
 * Asserts the security headers Firebase Hosting sends with a page (firebase.json `hosting.headers`,
 * docs/decisions/025-security-headers.md): a CSP with frame-ancestors 'none', COOP and CORP.
 */
export function expectSecurityHeaders(response: Response | null, path: string): void {
  expect(response, `${path}: no response`).not.toBeNull();
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy'], `${path}: Content-Security-Policy`).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy'], `${path}: Content-Security-Policy`).toContain("object-src 'none'");
  expect(headers['cross-origin-opener-policy'], `${path}: Cross-Origin-Opener-Policy`).toBe('same-origin-allow-popups');
  expect(headers['cross-origin-resource-policy'], `${path}: Cross-Origin-Resource-Policy`).toBe('same-origin');
  expect(headers['x-content-type-options'], `${path}: X-Content-Type-Options`).toBe('nosniff');
}
