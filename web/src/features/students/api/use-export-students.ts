import { useCallback, useState } from 'react';
import { firestore as db } from '../../../lib/firebase/sdk';
import { fetchStudentsCsv } from './fetch-students-csv';
import type { StudentFilters } from './students-query';

/** State of the Export CSV button. */
export type ExportState = { status: 'idle' | 'running' | 'error' } | { status: 'done'; rows: number; capped: boolean };

/**
 * Exports trainer `uid`'s rows under `filters` as students-YYYY-MM-DD.csv (UTF-8 with BOM, so a
 * spreadsheet shows ₹ and Indian names right), read in the browser up to 2,000 rows
 * (docs/decisions/091-students-csv-in-the-browser.md). Must render inside <WithFirebase>.
 */
export function useExportStudents(uid: string, filters: StudentFilters) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const run = useCallback(async () => {
    setState({ status: 'running' });
    try {
      const { csv, rows, capped } = await fetchStudentsCsv(db, uid, filters);
      const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `students-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState({ status: 'done', rows, capped });
    } catch (err) {
      console.error('Students export failed', err);
      setState({ status: 'error' });
    }
  }, [uid, filters]);
  return { state, run };
}
