// Types of site-stats.mjs for the TypeScript that imports it (Playwright global setup).

/** Path of the public stats document. */
export declare const SITE_STATS_PATH: string;
/** The stats document once it exists (runs refreshSiteStats once when missing); throws when it never appears. */
export declare function requireSiteStats(options?: {
  log?: (message: string) => void;
}): Promise<Record<string, unknown>>;
