import type { z } from 'zod';
import * as modules from './modules';

export * from './collection';
export * from './modules';

/** Any collection module, whatever its document type (for lists and repo tests). */
export interface AnyCollection {
  name: string;
  pattern: string;
  schema: z.ZodType;
  make: () => unknown;
  read: (id: string, data: Record<string, unknown>) => { valid: boolean; dropped: string[] };
}

/**
 * Every collection module (docs/decisions/240-one-module-per-collection.md), one per collection
 * firestore.rules matches, taken from the exports of ./modules so the list cannot miss one;
 * domain/src/repo-docs/collection-modules.test.ts fails when a collection has none and is not
 * listed as still to do there.
 */
export const COLLECTION_MODULES: readonly AnyCollection[] = /* @__PURE__ */ Object.values(modules);
