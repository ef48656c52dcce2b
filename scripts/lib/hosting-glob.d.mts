// Types of hosting-glob.mjs for its test (web/src/app/hosting-rewrites.test.ts).
export declare function globTest(glob: string): (path: string) => boolean;
export declare function rewriteFor(rewrites: { source: string; destination: string }[], path: string): string | null;
