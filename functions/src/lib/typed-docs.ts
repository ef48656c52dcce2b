import type { CollectionModule } from '@skillsetu/domain';
import type {
  DocumentData,
  DocumentSnapshot,
  DocumentReference,
  Firestore,
  FirestoreDataConverter,
  PartialWithFieldValue,
  QueryDocumentSnapshot,
  WithFieldValue,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

/** A document read through a module: its value, or null when the module's reading is not valid. */
export type Typed<T> = T | null;

const converters = new WeakMap<object, FirestoreDataConverter<unknown>>();

/**
 * The Admin SDK converter of a collection module (docs/decisions/240-one-module-per-collection.md).
 * Reads: the module's lenient read (field by field, Timestamps → Dates in UTC, the id in its
 * field; docs/decisions/122-one-lenient-reading.md); a refused field is logged by name
 * (logger.warn) and a document the module finds unusable (a required field missing, the schema
 * still failing) reads as null, logged too. Writes: the value without its id field; Dates are
 * stored as Timestamps by the SDK; writing null throws. A module that `storesId` (orders, refunds)
 * keeps its id field in the stored document.
 */
export function adminConverter<T extends Record<string, unknown>>(
  module: CollectionModule<T>,
): FirestoreDataConverter<Typed<T>> {
  const cached = converters.get(module);
  if (cached) return cached as FirestoreDataConverter<Typed<T>>;
  const converter: FirestoreDataConverter<Typed<T>> = {
    fromFirestore: (snapshot: QueryDocumentSnapshot): Typed<T> => typedRead(module, snapshot),
    toFirestore(model: WithFieldValue<Typed<T>> | PartialWithFieldValue<Typed<T>>): DocumentData {
      if (model === null || typeof model !== 'object') throw new Error(`Cannot write an empty ${module.name} document`);
      const { [module.idField ?? '']: _id, ...data } = model as Record<string, unknown>;
      return module.idField && !module.storesId ? data : (model as DocumentData);
    },
  };
  converters.set(module, converter as FirestoreDataConverter<unknown>);
  return converter;
}

/** The typed reference of one document: `typedDoc(db, orders, orderId)`, ids in the pattern's order. */
export function typedDoc<T extends Record<string, unknown>>(
  db: Firestore,
  module: CollectionModule<T>,
  ...ids: string[]
): DocumentReference<Typed<T>> {
  return db.doc(module.path(...ids)).withConverter(adminConverter(module));
}

/**
 * The value of a snapshot of a typed reference (`typedDoc`): the document, or null when it is
 * missing or the module finds it unusable. Use it instead of `snapshot.data()`: the Admin SDK hands
 * an existing document over as a QueryDocumentSnapshot, whose `data()` throws when the converter
 * reads it as null, so an unusable payout would otherwise abort a whole payout run.
 */
export function dataOf<T extends Record<string, unknown>>(snapshot: DocumentSnapshot<Typed<T>>): Typed<T> {
  if (!snapshot.exists) return null;
  try {
    return snapshot.data() ?? null;
  } catch {
    // The converter (typedRead) never throws and already logged why the document is unusable.
    return null;
  }
}

/**
 * One document read through a module, as the converter reads it (refused fields logged, null when
 * unusable). For a query's documents: the Admin SDK throws when a converter gives a query
 * document no data, so queries run on the plain collection (`db.collection(module.path(...))`)
 * and read each document with this.
 */
export function typedRead<T extends Record<string, unknown>>(
  module: CollectionModule<T>,
  snapshot: DocumentSnapshot,
): Typed<T> {
  if (!snapshot.exists) return null;
  const { value, valid, dropped } = module.read(snapshot.id, snapshot.data() ?? {});
  if (dropped.length > 0) logger.warn('Dropped invalid fields', { path: snapshot.ref.path, fields: dropped });
  if (!valid) logger.warn('Unusable document read as missing', { path: snapshot.ref.path });
  return valid ? value : null;
}

/** The collection path of a module (parent ids in order): `collectionPath(sessions, batchId)`. */
export function collectionPath<T extends Record<string, unknown>>(module: CollectionModule<T>, ...parentIds: string[]) {
  return module
    .path(...parentIds)
    .split('/')
    .slice(0, -1)
    .join('/');
}
