import { STUDENTS_CSV_MAX_ROWS, STUDENTS_PAGE_SIZE, studentsCsv, type TrainerStudent } from '@skillsetu/domain';
import { getDocs, type Firestore, type QueryDocumentSnapshot, type QuerySnapshot } from 'firebase/firestore';
import { studentsPageQuery, type StudentFilters } from './students-query';

/**
 * The CSV of every row the filters match, read page by page (50 a read, the rules' cap) up to
 * STUDENTS_CSV_MAX_ROWS (2,000) in the browser (docs/decisions/091-students-csv-in-the-browser.md).
 * Returns the text and whether the cap cut it short. Throws the Firestore error when a read fails.
 */
export async function fetchStudentsCsv(
  db: Firestore,
  uid: string,
  filters: StudentFilters,
): Promise<{ csv: string; rows: number; capped: boolean }> {
  const rows: TrainerStudent[] = [];
  let cursor: QueryDocumentSnapshot<TrainerStudent> | null = null;
  for (;;) {
    const snap: QuerySnapshot<TrainerStudent> = await getDocs(studentsPageQuery(db, uid, filters, cursor));
    rows.push(...snap.docs.map((d) => d.data()));
    cursor = snap.docs.at(-1) ?? null;
    if (snap.size < STUDENTS_PAGE_SIZE || !cursor) return { csv: studentsCsv(rows), rows: rows.length, capped: false };
    if (rows.length >= STUDENTS_CSV_MAX_ROWS)
      return { csv: studentsCsv(rows.slice(0, STUDENTS_CSV_MAX_ROWS)), rows: STUDENTS_CSV_MAX_ROWS, capped: true };
  }
}
