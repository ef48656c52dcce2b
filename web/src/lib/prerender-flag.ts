/** Set on `window` by scripts/prerender.mjs (an init script) while it captures the build's pages. */
export const PRERENDER_FLAG = '__SKILLSETU_PRERENDER__';

/**
 * True while scripts/prerender.mjs renders this page at build time, false in every visitor's
 * browser. Pages use it to render elements whose only purpose is to put their CSS into the
 * prerendered HTML (`data-prerender-style-only`: the capture keeps their styles, not their markup).
 */
export function isPrerendering(): boolean {
  return typeof window !== 'undefined' && (window as unknown as Record<string, unknown>)[PRERENDER_FLAG] === true;
}
