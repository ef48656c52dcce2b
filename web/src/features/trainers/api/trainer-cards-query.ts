import { trainerCardSchema, type QueryConstraintSpec, type TrainerCard } from '@skillsetu/domain';
import {
  collection,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

/** Name of the server-written listing collection (ARCHITECTURE data table). */
export const TRAINER_CARDS = 'trainer_cards';

/**
 * Builds the Firestore query on `trainer_cards` for a domain `listingQuerySpec`: its filters, its
 * sort and its page size; `cursor` (the last document of the previous page) starts the next page.
 * `forCount` drops the limit so getCountFromServer counts every match of the same filters.
 */
export function trainerCardsQuery(
  db: Firestore,
  spec: QueryConstraintSpec,
  options: { cursor?: QueryDocumentSnapshot | null; forCount?: boolean } = {},
): Query {
  const constraints: QueryConstraint[] = spec.where.map((w) => where(w.field, w.op, w.value));
  constraints.push(orderBy(spec.orderBy.field, spec.orderBy.direction));
  if (options.cursor) constraints.push(startAfter(options.cursor));
  if (!options.forCount) constraints.push(limit(spec.limit));
  return query(collection(db, TRAINER_CARDS), ...constraints);
}

/** Parses a trainer_cards document with the domain schema; null (and a console warning) when malformed. */
export function toTrainerCard(doc: QueryDocumentSnapshot<DocumentData>): TrainerCard | null {
  const parsed = trainerCardSchema.safeParse(doc.data());
  if (parsed.success) return parsed.data;
  console.warn(`trainer_cards/${doc.id} does not match the card schema; skipped`, parsed.error.issues);
  return null;
}
