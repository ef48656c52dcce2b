import { Button, Stack, Text } from '@chakra-ui/react';
import { STUDENTS_CSV_MAX_ROWS, STUDENTS_TEXT } from '@skillsetu/domain';
import { useExportStudents } from '../api/use-export-students';
import type { StudentFilters } from '../api/students-query';

/** Export CSV of the filtered rows (all pages, up to 2,000, docs/decisions/091-students-csv-in-the-browser.md), with its progress and outcome in words. */
export function ExportStudentsButton({ uid, filters }: { uid: string; filters: StudentFilters }) {
  const { state, run } = useExportStudents(uid, filters);
  return (
    <Stack gap="1" align={{ base: 'stretch', sm: 'flex-end' }}>
      <Button
        size="sm"
        onClick={() => void run()}
        loading={state.status === 'running'}
        loadingText={STUDENTS_TEXT.exporting}
      >
        {STUDENTS_TEXT.exportCsv}
      </Button>
      <Text role="status" fontSize="xs" color={state.status === 'error' ? 'fg.error' : 'fg.muted'}>
        {state.status === 'error' && STUDENTS_TEXT.exportFailed}
        {state.status === 'done' &&
          (state.capped ? STUDENTS_TEXT.exportCapped(STUDENTS_CSV_MAX_ROWS) : STUDENTS_TEXT.exportDone(state.rows))}
      </Text>
    </Stack>
  );
}
