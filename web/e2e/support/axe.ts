// The axe-core accessibility check the specs share (@axe-core/playwright).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe-core's impact levels, least to most severe. */
export type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';

/** Which axe findings count. */
export interface AxeOptions {
  /** Only these axe rule ids (e.g. ['heading-order']); default every rule axe runs by default. */
  rules?: string[];
  /** Only violations of these impacts (e.g. ['serious', 'critical']); default every impact. */
  impacts?: AxeImpact[];
}

/**
 * Runs axe-core once on `page` as it is now (it does not wait: wait for the content under test
 * first) and returns its violations, one line per failing element: '{rule id}: {CSS target}'.
 * An empty list means none; specs assert `toEqual([])` so a failure names every element.
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (options.rules ? builder.withRules(options.rules) : builder).analyze();
  return results.violations
    .filter((v) => !options.impacts || options.impacts.includes(v.impact as AxeImpact))
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
