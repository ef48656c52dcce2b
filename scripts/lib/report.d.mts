// Types of report.mjs for the TypeScript tests that import it.
export declare const MAX_FAILURE_LINES: number;
export declare const PAGE_SNAPSHOT_LINES: number;
export declare function countReports(dir: string): { passed: number; failed: number; skipped: number };
export declare function failureLines(dir: string): string[];
export declare function failedPageSnapshot(
  dir: string,
  maxLines?: number,
): { test: string; file: string; lines: string[] } | null;
