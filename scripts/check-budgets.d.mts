// Types of check-budgets.mjs for its test (web/src/app/route-budgets.test.ts).
export interface RouteBudget {
  route: string;
  html: string;
  module: string;
  target: number;
  budget?: number;
}
export declare const ROUTE_BUDGETS: RouteBudget[];
export declare function htmlScripts(html: string): string[];
export declare function measureRoutes(
  outDir: string,
): { route: string; bytes: number; budget: number; target: number; ok: boolean }[];
