import type { QueryConstraintSpec, Syllabus, TrainerCard } from '@skillsetu/domain';

/**
 * Messages between the page and the trainer-cards worker (trainer-cards.worker.ts), which runs the
 * full Firestore SDK and the public listings' live listeners off the main thread (docs/decisions/005-trainer-cards-worker.md, Total
 * Blocking Time). Everything crossing is plain data (structured clone): specs, parsed cards, ids.
 */
export type TrainerCardsRequest =
  /** A live page of the listing; `after` is the id of the document the previous page ended with. */
  | { type: 'listen-page'; subId: number; spec: QueryConstraintSpec; after: string | null }
  /** One Firestore Lite read of the card with this public id (answered with one 'snapshot'). */
  | { type: 'read-public-id'; subId: number; publicId: number }
  /** One Firestore Lite read of the `count` highest-rated cards, read leniently (answered with one 'documents'). */
  | { type: 'read-top-rated'; subId: number; count: number }
  /** One Firestore Lite read of `site_stats/public` (answered with one 'record'; ADR 071). */
  | { type: 'read-site-stats'; subId: number }
  /** Firestore Lite reads of a published course's public page (answered with one 'course'; ADR 248). */
  | { type: 'read-course'; subId: number; courseId: string }
  /** The live card with this public id (`trainer_cards` where id == publicId, limit 1). */
  | { type: 'listen-public-id'; subId: number; publicId: number }
  | { type: 'unlisten'; subId: number }
  /** Load the full SDK now, ahead of the first listener (no answer). */
  | { type: 'prepare-live'; subId: number }
  /** getCountFromServer of the spec's filters (its limit ignored). */
  | { type: 'count'; subId: number; spec: QueryConstraintSpec };

/** One document of a snapshot: its id and the parsed card, or null when it fails the card schema. */
export interface CardDoc {
  id: string;
  card: TrainerCard | null;
}

/** A Firestore error as plain data (a FirebaseError's own properties do not survive postMessage). */
export interface SerializedError {
  name: string;
  code: string;
  message: string;
}

export type TrainerCardsResponse =
  /** `changed`: the documents changed (not only metadata such as fromCache). */
  | { type: 'snapshot'; subId: number; docs: CardDoc[]; fromCache: boolean; changed: boolean }
  | { type: 'count'; subId: number; count: number }
  /** Cards read leniently (domain trainerCardFromData). */
  | { type: 'documents'; subId: number; docs: TrainerCard[] }
  /** One stored document as plain data, or null when absent (`site_stats/public`, ADR 071). */
  | { type: 'record'; subId: number; data: Record<string, unknown> | null }
  /** A published course's page data, or null when it is absent, unpublished or denied. */
  | { type: 'course'; subId: number; course: PublicCourseRead | null }
  | { type: 'error'; subId: number; error: SerializedError };

/** A Firestore error as plain data for postMessage: name, message and the FirebaseError code. */
export function serializeError(error: unknown): SerializedError {
  const e: Error & { code?: unknown } = error instanceof Error ? error : new Error(String(error));
  return { name: e.name, code: typeof e.code === 'string' ? e.code : 'unknown', message: e.message };
}

/**
 * What a published course's public page reads (course-read.ts; docs/decisions/248-course-page-prerendered-shell.md),
 * as plain data: the stored course without `created_at` (as `createdAtMs`, epoch milliseconds, or
 * null) and without `syllabus` (parsed in the worker, so zod never runs on the page's main thread:
 * `[]` when absent or malformed; docs/decisions/280-course-page-work-off-the-commit.md), the
 * trainer's card (null when missing or unreadable), the stats documents as stored (null when missing
 * or unreadable) and the number of open batches (null for a self-paced course or a failed read).
 * `course.price` as stored: whole rupees (domain course schema).
 */
export interface PublicCourseRead {
  id: string;
  course: Record<string, unknown>;
  syllabus: Syllabus;
  createdAtMs: number | null;
  card: TrainerCard | null;
  reviewStats: Record<string, unknown> | null;
  courseStats: Record<string, unknown> | null;
  openBatchCount: number | null;
}
