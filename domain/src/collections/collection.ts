import type { z } from 'zod';
import { readFieldByField, type FieldByFieldReading } from '../schemas/read-field-by-field';

/** A domain object schema a collection module reads with: a zod object (refinements allowed). */
export type DocSchema<T extends Record<string, unknown>> = z.ZodType<T> & { shape: Record<string, z.ZodType> };

/** What a module's `read` gives: the lenient reading plus whether the document is usable. */
export type CollectionReading<T> = FieldByFieldReading<T>;

/** The definition a collection module is made from (defineCollection). */
export interface CollectionDefinition<T extends Record<string, unknown>> {
  /** The path pattern as firestore.rules matches it: 'orders/{orderId}', 'batches/{batchId}/sessions/{n}'. */
  pattern: string;
  /** The domain zod schema of one document (from domain/src/schemas). */
  schema: DocSchema<T>;
  /** The schema field the document id fills on read ('id' for courses), when the schema has one. */
  idField?: keyof T & string;
  /**
   * The document also stores its id in `idField` (orders, refunds: written so since the start), so
   * a whole write through the converter keeps it; otherwise the converter leaves it out.
   */
  storesId?: boolean;
  /**
   * Fields a document is unusable without: the document must hold a value the field's schema accepts
   * (a missing one is not filled with its empty value), else `valid` is false. E.g. an order's amount.
   */
  required?: readonly (keyof T & string)[];
  /** Values a missing or invalid field takes before its empty value (readFieldByField's fallbacks). */
  fallbacks?: Partial<T>;
  /**
   * Rewrites the stored data before the lenient read: older field names, Timestamps inside a map
   * (the reading turns only top-level and list Timestamps into Dates). Must never throw.
   */
  prepare?: (data: Record<string, unknown>) => Record<string, unknown>;
  /** A valid document with every required field: the base of the test factory `make`. */
  example: () => T;
}

/**
 * One collection in one place (docs/decisions/240-one-module-per-collection.md): its path, its zod
 * schema, its lenient read and its test factory. The web converter (converterFromCollection) and the
 * Admin SDK converter (functions/src/lib/typed-docs.ts) are both built from it.
 */
export interface CollectionModule<T extends Record<string, unknown>> {
  /**
   * The collection's name in firestore.rules: the last named collection segment of `pattern`
   * ('sessions'; 'trainer_analytics' for 'trainer_analytics/{uid}/{period}/{key}', whose
   * subcollection is itself a placeholder).
   */
  name: string;
  pattern: string;
  schema: DocSchema<T>;
  idField?: keyof T & string;
  storesId: boolean;
  /** The document path for the ids of `pattern`'s placeholders, in order: path('o1') → 'orders/o1'. */
  path: (...ids: string[]) => string;
  /**
   * The one lenient reading (readFieldByField, docs/decisions/122-one-lenient-reading.md): every
   * field read on its own, Timestamps → Dates (UTC), the id in `idField`. `valid` is false when the
   * result fails the schema or a `required` field was missing or refused. Never throws.
   */
  read: (id: string, data: Record<string, unknown>, fallbacks?: Partial<T>) => CollectionReading<T>;
  /** Test factory: a valid document (the schema parses it) with `overrides` applied. */
  make: (overrides?: Partial<T>) => T;
}

/** Builds a collection module from its definition; throws when `pattern` has no named collection segment. */
export function defineCollection<T extends Record<string, unknown>>(def: CollectionDefinition<T>): CollectionModule<T> {
  const segments = def.pattern.split('/');
  const name = segments.filter((s, i) => i % 2 === 0 && !s.startsWith('{')).pop();
  if (!name) throw new Error(`Collection pattern without a collection: ${def.pattern}`);
  const path = (...ids: string[]): string => {
    let i = 0;
    return segments.map((s) => (s.startsWith('{') ? (ids[i++] ?? s) : s)).join('/');
  };
  const read = (id: string, stored: Record<string, unknown>, fallbacks: Partial<T> = {}): CollectionReading<T> => {
    const data = def.prepare ? def.prepare(stored) : stored;
    const fixed = (def.idField ? { [def.idField]: id } : {}) as Partial<T>;
    const reading = readFieldByField<T>(def.schema, data, { fixed, fallbacks: { ...def.fallbacks, ...fallbacks } });
    const missing = (def.required ?? []).some(
      (k) => data[k] === undefined || data[k] === null || reading.dropped.includes(k),
    );
    return missing ? { ...reading, valid: false } : reading;
  };
  const make = (overrides: Partial<T> = {}): T => def.schema.parse({ ...def.example(), ...overrides });
  const { schema, idField } = def;
  return { name, pattern: def.pattern, schema, idField, storesId: def.storesId ?? false, path, read, make };
}
