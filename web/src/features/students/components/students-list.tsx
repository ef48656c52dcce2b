import { Button, Stack, Text } from '@chakra-ui/react';
import { STUDENTS_TEXT } from '@skillsetu/domain';
import { useCallback, useMemo, useState } from 'react';
import { Skeleton } from '../../../components/ui/chakra/skeleton';
import type { StudentCursor, StudentFilters } from '../api/students-query';
import { StudentsPageRows, type PageReport } from './students-page-rows';

/**
 * The trainer's students under `filters`, newest first, 50 a page, each page live; Load more adds
 * the next page after the last row. Loading, empty (with or without filters) and error states.
 */
export function StudentsList({ uid, filters }: { uid: string; filters: StudentFilters }) {
  const [cursors, setCursors] = useState<StudentCursor[]>([null]);
  const [reports, setReports] = useState<Record<number, PageReport>>({});
  const reporters = useMemo(
    () => cursors.map((_, i) => (r: PageReport) => setReports((prev) => ({ ...prev, [i]: r }))),
    [cursors],
  );
  const first = reports[0];
  const lastIndex = cursors.length - 1;
  const lastReport = reports[lastIndex];
  const more = useCallback(() => {
    if (lastReport?.last) setCursors((c) => [...c, lastReport.last]);
  }, [lastReport]);
  const filtered = Boolean(filters.courseId);
  const failed = Object.values(reports).some((r) => r.status === 'error');

  return (
    <Stack gap="3">
      {(!first || first.status === 'loading') && <Skeleton h="24" data-testid="students-loading" />}
      {failed && (
        <Text role="alert" color="fg.error">
          {STUDENTS_TEXT.loadError}
        </Text>
      )}
      {first?.status === 'success' && first.count === 0 && (
        <Text color="fg.muted" data-testid="students-empty">
          {filtered ? STUDENTS_TEXT.emptyFiltered : STUDENTS_TEXT.empty}
        </Text>
      )}
      <Stack as="ul" gap="2" ps="0" m="0" aria-label="Your students">
        {cursors.map((cursor, i) => (
          <StudentsPageRows
            key={cursor?.id ?? 'first'}
            uid={uid}
            filters={filters}
            cursor={cursor}
            onReport={reporters[i]!}
          />
        ))}
      </Stack>
      {lastReport?.status === 'success' && lastReport.full && (
        <Button variant="outline" size="sm" alignSelf="center" onClick={more}>
          {STUDENTS_TEXT.loadMore}
        </Button>
      )}
      {lastIndex > 0 && lastReport?.status === 'loading' && <Skeleton h="12" />}
    </Stack>
  );
}
