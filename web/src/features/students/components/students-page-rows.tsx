import { useEffect } from 'react';
import { useStudentsPage, type StudentsPageState } from '../api/use-students-page';
import type { StudentCursor, StudentFilters } from '../api/students-query';
import { StudentRow } from './student-row';

/** What a page tells the list: its state, last document (the next cursor) and whether it was full. */
export interface PageReport {
  status: StudentsPageState['status'];
  count: number;
  last: StudentCursor;
  full: boolean;
}

/** The rows of one live page (list items inside the list's <ul>), reported up to StudentsList. */
export function StudentsPageRows({
  uid,
  filters,
  cursor,
  onReport,
}: {
  uid: string;
  filters: StudentFilters;
  cursor: StudentCursor;
  onReport: (r: PageReport) => void;
}) {
  const page = useStudentsPage(uid, filters, cursor);
  const rows = page.status === 'success' ? page.rows : null;
  const last = page.status === 'success' ? page.last : null;
  const full = page.status === 'success' && page.full;
  useEffect(() => {
    onReport({ status: page.status, count: rows?.length ?? 0, last, full });
  }, [page.status, rows, last, full, onReport]);
  return rows?.map((s) => <StudentRow key={s.enrollment_id} student={s} trainerUid={uid} />) ?? null;
}
