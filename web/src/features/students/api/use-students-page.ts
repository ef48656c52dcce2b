import { STUDENTS_PAGE_SIZE, type TrainerStudent } from '@skillsetu/domain';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useMemo } from 'react';
import { useLiveSnapshots } from '../../../lib/firebase/live';
import { firestore as db } from '../../../lib/firebase/sdk';
import { studentsPageQuery, type StudentFilters } from './students-query';

/** One live page of the Students tab. */
export type StudentsPageState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'success'; rows: TrainerStudent[]; last: QueryDocumentSnapshot<TrainerStudent> | null; full: boolean };

/**
 * Live page of trainer `uid`'s trainer_students rows (50 at most) after `cursor`, filtered by course
 * and batch (useLiveSnapshots: a failure is 'error', logged). `full` means a next page may exist. Must render inside <WithFirebase>.
 */
export function useStudentsPage(
  uid: string,
  filters: StudentFilters,
  cursor: QueryDocumentSnapshot<TrainerStudent> | null,
): StudentsPageState {
  const q = useMemo(() => studentsPageQuery(db, uid, filters, cursor), [uid, filters, cursor]);
  const { status, data } = useLiveSnapshots(q, 'Students page fetch');
  return useMemo((): StudentsPageState => {
    if (status === 'error') return { status: 'error' };
    if (status === 'loading' || !data) return { status: 'loading' };
    const docs = data.docs;
    return {
      status: 'success',
      rows: docs.map((d) => d.data()),
      last: docs.at(-1) ?? null,
      full: docs.length >= STUDENTS_PAGE_SIZE,
    };
  }, [status, data]);
}
