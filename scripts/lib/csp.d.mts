// Types of csp.mjs for web/vite.config.ts (only what TypeScript code imports).
export declare const CSP_HEADER: string;
export declare function sha256Source(text: string): string;
export declare function inlineScripts(html: string): string[];
/** Throws when a page in `outDir` has an inline script whose hash the CSP does not list. */
export declare function assertInlineScriptsAllowed(outDir: string, csp?: string): number;
