import { MAX_LIST_LIMIT, trainerCardSchema, type QueryConstraintSpec, type TrainerCard } from '@skillsetu/domain';
import {
  collection,
  getCountFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { serializeError, type CardDoc, type TrainerCardsRequest, type TrainerCardsResponse } from './protocol';

/** Name of the server-written listing collection (docs/architecture.md#data-model-cloud-firestore). */
export const TRAINER_CARDS = 'trainer_cards';

/**
 * Builds the Firestore query on `trainer_cards` for a domain `listingQuerySpec`: its filters, its
 * sort and its page size; `cursor` (the last document of the previous page) starts the next page.
 * `forCount` swaps the page size for MAX_LIST_LIMIT (50): the rules refuse any list or count of more
 * (docs/decisions/020-bounded-list-queries.md), so a count of 50 means "50 or more".
 */
export function trainerCardsQuery(
  db: Firestore,
  spec: QueryConstraintSpec,
  options: { cursor?: QueryDocumentSnapshot | null; forCount?: boolean } = {},
): Query {
  const constraints: QueryConstraint[] = spec.where.map((w) => where(w.field, w.op, w.value));
  for (const o of spec.orderBy) constraints.push(orderBy(o.field, o.direction));
  if (options.cursor) constraints.push(startAfter(options.cursor));
  constraints.push(limit(options.forCount ? MAX_LIST_LIMIT : Math.min(spec.limit, MAX_LIST_LIMIT)));
  return query(collection(db, TRAINER_CARDS), ...constraints);
}

/** Parses a trainer_cards document with the domain schema; null (and a console warning) when malformed. */
export function toTrainerCard(doc: QueryDocumentSnapshot<DocumentData>): TrainerCard | null {
  const parsed = trainerCardSchema.safeParse(doc.data());
  if (parsed.success) return parsed.data;
  console.warn(`trainer_cards/${doc.id} does not match the card schema; skipped`, parsed.error.issues);
  return null;
}

/**
 * The trainer-cards worker's request handler (protocol.ts), over a Firestore instance: starts and
 * stops onSnapshot listeners (with metadata changes, for the 'Live Data' badge), runs counts, and
 * posts every result as plain data, each card parsed with the domain schema. Pages after the first
 * start after the previous page's last document, found among the latest snapshots seen. Returns
 * `handle(request)`; `post` sends a response to the page.
 */
export function createTrainerCardsListeners(
  db: Firestore,
  post: (response: TrainerCardsResponse) => void,
): (
  request: Exclude<
    TrainerCardsRequest,
    { type: 'read-public-id' | 'read-top-rated' | 'read-site-stats' | 'prepare-live' }
  >,
) => void {
  const unsubscribers = new Map<number, () => void>();
  // The latest snapshot of every document a listener has delivered: next pages' startAfter cursors.
  const latest = new Map<string, QueryDocumentSnapshot>();

  function listen(subId: number, q: Query) {
    let first = true;
    const unsubscribe = onSnapshot(
      q,
      { includeMetadataChanges: true },
      (snap: QuerySnapshot) => {
        const changed = first || snap.docChanges().length > 0;
        first = false;
        const docs: CardDoc[] = snap.docs.map((doc) => {
          latest.set(doc.id, doc);
          return { id: doc.id, card: changed ? toTrainerCard(doc) : null };
        });
        // Metadata-only snapshots (fromCache flips) carry no cards: the page keeps the ones it has.
        post({ type: 'snapshot', subId, docs: changed ? docs : [], fromCache: snap.metadata.fromCache, changed });
      },
      (error) => post({ type: 'error', subId, error: serializeError(error) }),
    );
    unsubscribers.set(subId, unsubscribe);
  }

  function run(
    request: Exclude<
      TrainerCardsRequest,
      { type: 'read-public-id' | 'read-top-rated' | 'read-site-stats' | 'prepare-live' }
    >,
  ): void {
    switch (request.type) {
      case 'listen-page': {
        const cursor = request.after === null ? null : latest.get(request.after);
        if (cursor === undefined) {
          post({
            type: 'error',
            subId: request.subId,
            error: {
              name: 'FirebaseError',
              code: 'invalid-argument',
              message: `No snapshot of ${request.after} to start after`,
            },
          });
          return;
        }
        listen(request.subId, trainerCardsQuery(db, request.spec, { cursor }));
        return;
      }
      case 'listen-public-id':
        listen(request.subId, query(collection(db, TRAINER_CARDS), where('id', '==', request.publicId), limit(1)));
        return;
      case 'unlisten':
        unsubscribers.get(request.subId)?.();
        unsubscribers.delete(request.subId);
        return;
      case 'count':
        getCountFromServer(trainerCardsQuery(db, request.spec, { forCount: true })).then(
          (snap) => post({ type: 'count', subId: request.subId, count: snap.data().count }),
          (error: unknown) => post({ type: 'error', subId: request.subId, error: serializeError(error) }),
        );
        return;
    }
  }

  // A query the SDK rejects (it throws while building it) is that request's error, not the worker's.
  return function handle(request) {
    try {
      run(request);
    } catch (error) {
      post({ type: 'error', subId: request.subId, error: serializeError(error) });
    }
  };
}
