// Types of prerender.mjs for the web build (web/vite.config.ts, web/build/).
export declare const PRERENDERED_PAGES: Record<string, string>;
export declare const PRERENDERED_SHELLS: Record<
  string,
  { url: string; module: string; ready: string; preload?: string[]; stylesFrom?: { url: string; ready: string } }
>;
export declare const PRERENDER_LOADER: string;
export declare function htmlFileOf(page: string): string;
export declare function writeAppShell(outDir: string): void;
export declare function prerenderPages(options: { outDir: string; log?: (message: string) => void }): Promise<number>;
