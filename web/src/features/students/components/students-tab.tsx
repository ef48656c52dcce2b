import { Heading, Stack } from '@chakra-ui/react';
import { STUDENTS_TEXT } from '@skillsetu/domain';
import { useMemo, useState } from 'react';
import type { StudentFilters } from '../api/students-query';
import { ExportStudentsButton } from './export-students-button';
import { StudentsFiltersBar } from './students-filters';
import { StudentsList } from './students-list';

/**
 * The dashboard's Students tab (loaded when opened): every enrolment of the trainer's courses from
 * trainer_students, filtered by course and batch, 50 a page, with Export CSV and Message per row
 * (docs/trainer-workspace.md, Students). `courses` gives the filter's titles. Inside <WithFirebase>.
 */
export function StudentsTab({ uid, courses }: { uid: string; courses: { id: string; title: string }[] }) {
  const [filters, setFilters] = useState<StudentFilters>({ courseId: '', batchId: '' });
  const key = useMemo(() => `${filters.courseId}|${filters.batchId}`, [filters]);
  return (
    <Stack gap="4" data-testid="students-tab">
      <Heading as="h2" size="md">
        {STUDENTS_TEXT.heading}
      </Heading>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'flex-end' }}>
        <StudentsFiltersBar courses={courses} value={filters} onChange={setFilters} />
        <ExportStudentsButton uid={uid} filters={filters} />
      </Stack>
      <StudentsList key={key} uid={uid} filters={filters} />
    </Stack>
  );
}
