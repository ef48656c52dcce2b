/**
 * Stands in for the `re2js` package in builds (web/build/firebase-sdk.ts). Firestore 12 bundles
 * re2js (~45 KB gzip, a port of the RE2 regex engine) for one purpose: evaluating the regex
 * functions of Pipeline queries (regexMatch, regexContains, like) against its local cache.
 * SkillSetu runs no Pipeline queries (ESLint forbids importing 'firebase/firestore/pipelines'), so
 * no code path reaches it. Should one ever call it, it throws; Firestore catches that, logs a
 * warning and treats the expression as an error, as it does for an invalid pattern.
 */
export const RE2JS = {
  /** Always throws: pipeline regex evaluation is not available in this app. */
  compile(pattern: string): never {
    throw new Error(`Pipeline regex evaluation is not available in SkillSetu (pattern ${pattern})`);
  },
};
