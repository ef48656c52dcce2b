import {
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type PartialWithFieldValue,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import type { CollectionModule } from '@skillsetu/domain';
import type { ZodType } from 'zod';

/** Firestore Timestamps at any depth (fields, maps, arrays) → Date; everything else unchanged. */
export function timestampsToDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(timestampsToDates);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, timestampsToDates(v)]));
  }
  return value;
}

/** Options of converterFromSchema. */
export interface SchemaConverterOptions {
  /** Field of the parsed value that holds the document id (e.g. 'id' for profiles, 'uid' for verification requests). */
  idField?: string;
}

/**
 * A `withConverter` converter for reads (docs/decisions/120-one-data-access-pattern.md): the
 * snapshot's data (pending server times as local estimates; Timestamps → Date; the document id in
 * `idField` when given) parsed with the domain zod `schema`; a document the schema rejects (an older
 * shape, a missing optional field) goes to `fallback(id, data)`, the lenient mapping, which gets the
 * same data (Timestamps already Dates) and must never throw. Writes pass through unchanged: write
 * with the plain reference (or `ref.withConverter(null)`).
 */
export function converterFromSchema<T>(
  schema: ZodType<T>,
  fallback: (id: string, data: DocumentData) => T,
  options: SchemaConverterOptions = {},
): FirestoreDataConverter<T, DocumentData> {
  return lenientConverter((id, data) => {
    const parsed = schema.safeParse(options.idField ? { ...data, [options.idField]: id } : data);
    return parsed.success ? parsed.data : fallback(id, data);
  });
}

/**
 * The web converter of a domain collection module (docs/decisions/240-one-module-per-collection.md):
 * converterFromSchema with the module's schema, its id field and its lenient read as the fallback
 * (the same reading the functions' Admin converter uses). Never throws on read.
 */
export function converterFromCollection<T extends Record<string, unknown>>(
  module: CollectionModule<T>,
): FirestoreDataConverter<T, DocumentData> {
  return converterFromSchema<T>(module.schema, (id, data) => module.read(id, data).value, {
    idField: module.idField,
  });
}

/**
 * A read converter giving a screen its own shape of a collection module's document: the module's
 * lenient read (docs/decisions/240-one-module-per-collection.md; every field read on its own, a
 * missing enum at its fallback) passed to `view(id, value)`. For signed-in screens only: it loads
 * zod with the module. Never throws on read; writes pass through unchanged.
 */
export function viewConverter<T extends Record<string, unknown>, V>(
  module: CollectionModule<T>,
  view: (id: string, value: T) => V,
): FirestoreDataConverter<V, DocumentData> {
  return lenientConverter((id, data) => view(id, module.read(id, data).value));
}

/**
 * A converter with only the lenient mapping `read(id, data)` (Timestamps already Dates), for reads
 * on a path where loading zod costs too much: the navbar's profile on every signed-in page (+28 KB
 * gzip measured, docs/decisions/120-one-data-access-pattern.md). Writes pass through unchanged.
 */
export function lenientConverter<T>(
  read: (id: string, data: DocumentData) => T,
): FirestoreDataConverter<T, DocumentData> {
  return {
    toFirestore: (value: PartialWithFieldValue<T>) => value as DocumentData,
    fromFirestore(snapshot: QueryDocumentSnapshot, snapshotOptions?: SnapshotOptions): T {
      const data = timestampsToDates(snapshot.data({ ...snapshotOptions, serverTimestamps: 'estimate' }));
      return read(snapshot.id, data as DocumentData);
    },
  };
}

/**
 * `converter`'s value plus `pending`: the snapshot's hasPendingWrites (saved on this device, not yet
 * acknowledged by the server; docs/architecture.md#decision-3). useLiveDoc and useLiveQuery both report metadata changes
 * (reactfire listens with includeMetadataChanges), so `pending` flips to false when the server acknowledges.
 */
export function withPendingWrites<T>(
  converter: FirestoreDataConverter<T, DocumentData>,
): FirestoreDataConverter<T & { pending: boolean }, DocumentData> {
  return {
    toFirestore: (value: PartialWithFieldValue<T & { pending: boolean }>) => value as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) => ({
      ...converter.fromFirestore(snapshot, options),
      pending: snapshot.metadata.hasPendingWrites,
    }),
  };
}
