import { describe, expect, it } from 'vitest';
import { htmlScripts, ROUTE_BUDGETS } from '../../../scripts/check-budgets.mjs';
import { PRERENDER_LOADER } from '../../../scripts/prerender.mjs';

// The per-route budget check reads what a page's HTML loads before the app runs
// (docs/decisions/180-route-budgets-from-the-built-html.md).

describe('htmlScripts', () => {
  it("reads a prerendered page's entry and every module its loader preloads", () => {
    const html =
      '<head><style>a{}</style></head><body><div id="root"><h1>Hi</h1></div>' +
      '<script type="module" data-entry="/assets/index-A.js" data-preload="/assets/boot-B.js /assets/trainer-C.js">' +
      `${PRERENDER_LOADER}</script></body>`;
    expect(htmlScripts(html)).toEqual(['/assets/index-A.js', '/assets/boot-B.js', '/assets/trainer-C.js']);
  });

  it("reads the SPA shell's entry script and its modulepreload links", () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-A.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/boot-B.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/account-routes-C.js"></head>';
    expect(htmlScripts(html)).toEqual(['/assets/index-A.js', '/assets/boot-B.js', '/assets/account-routes-C.js']);
  });
});

describe('ROUTE_BUDGETS', () => {
  it('holds every route to its target or to a number above it that can only go down', () => {
    for (const r of ROUTE_BUDGETS) expect(r.budget ?? r.target, r.route).toBeGreaterThanOrEqual(r.target);
    const target = (route: string) => ROUTE_BUDGETS.find((r) => r.route === route)?.target;
    expect(target('/')).toBe(120 * 1024);
    for (const route of ['/trainer/{id}', '/find-trainers', '/course/{id}', '/categories/{slug}'])
      expect(target(route), route).toBe(140 * 1024);
    for (const route of ['/about', '/help', '/contact', '/become-trainer'])
      expect(target(route), route).toBe(130 * 1024);
  });

  it('holds the trainer profile, course page and plans page to their targets (ADRs 277-279)', () => {
    for (const route of ['/trainer/{id}', '/course/{id}', '/become-trainer']) {
      const r = ROUTE_BUDGETS.find((b) => b.route === route);
      expect(r?.budget ?? r?.target, route).toBe(r?.target);
    }
    // the plans page is a public route on the public shell, not in the signed-in route table
    expect(ROUTE_BUDGETS.find((b) => b.route === '/become-trainer')?.html).toBe('public-shell.html');
  });
});
