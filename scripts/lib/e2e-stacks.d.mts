// Types of e2e-stacks.mjs for its test (web/src/app/e2e-stacks.test.ts).
export declare function e2eStackCount(): number;
export declare const SPEC_SECONDS: Record<string, number>;
export declare function splitSpecs(
  specs: { file: string; tests: number; ofTests: number }[],
  n: number,
  seconds?: Record<string, number>,
): string[][];
export declare function listSpecs(extra?: string[]): Promise<Map<string, number>>;
export declare function fileFilters(files: string[]): string[];
export declare function planE2eStacks(opts: {
  count: number;
  offset: number;
  grep?: string;
  distDir: (offset: number) => string;
}): Promise<{ offset: number; files: string[] }[]>;
