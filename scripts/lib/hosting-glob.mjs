// Firebase Hosting's glob matching of rewrite sources, for the servers that mirror firebase.json
// (scripts/bench/serve-dist.mjs; docs/decisions/248-course-page-prerendered-shell.md).

/**
 * A firebase.json rewrite `source` glob as a test of a request path: `**` matches any run of
 * characters, slashes included, `*` any run within one path segment; the whole path must match.
 */
export function globTest(glob) {
  const pattern = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  const re = new RegExp(`^${pattern}$`);
  return (p) => re.test(p);
}

/** The destination of the first rewrite in `rewrites` (firebase.json `hosting.rewrites`) whose source matches `p`, or null. */
export function rewriteFor(rewrites, p) {
  return rewrites.find((r) => globTest(r.source)(p))?.destination ?? null;
}
