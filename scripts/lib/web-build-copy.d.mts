// Types of web-build-copy.mjs for its test (web/src/app/e2e-stacks.test.ts).
export declare function copyBuildForOffset(fromDir: string, toDir: string, from: number, to: number): number;
