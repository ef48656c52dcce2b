import { STUDENTS_PAGE_SIZE } from '@skillsetu/domain';
import {
  collection,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { TrainerStudent } from '@skillsetu/domain';
import { studentConverter } from './student-converter';

/** Where a page starts: the last row of the page before (null for the first page). */
export type StudentCursor = QueryDocumentSnapshot<TrainerStudent> | null;

/** The tab's filters: a course id and, within it, a batch id ('' = all). */
export interface StudentFilters {
  courseId: string;
  batchId: string;
}

/**
 * One page of trainer `uid`'s students, newest first: where trainer_id == uid (+ course_id, + batch_id),
 * orderBy created_at desc, at most STUDENTS_PAGE_SIZE (50, the rules' cap), after `cursor` when given.
 */
export function studentsPageQuery(
  db: Firestore,
  uid: string,
  filters: StudentFilters,
  cursor: QueryDocumentSnapshot<TrainerStudent> | null,
): Query<TrainerStudent> {
  const constraints: QueryConstraint[] = [where('trainer_id', '==', uid)];
  if (filters.courseId) constraints.push(where('course_id', '==', filters.courseId));
  if (filters.courseId && filters.batchId) constraints.push(where('batch_id', '==', filters.batchId));
  constraints.push(orderBy('created_at', 'desc'));
  if (cursor) constraints.push(startAfter(cursor));
  constraints.push(limit(STUDENTS_PAGE_SIZE));
  return query(collection(db, 'trainer_students'), ...constraints).withConverter(studentConverter);
}
