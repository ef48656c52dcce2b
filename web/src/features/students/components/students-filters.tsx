import { Stack } from '@chakra-ui/react';
import { Field } from '../../../components/ui/chakra/field';
import { formatIstDate, STUDENTS_TEXT } from '@skillsetu/domain';
import { NativeSelect } from '../../../components/ui/chakra/native-select';
import { useStudentBatches } from '../api/use-student-batches';
import type { StudentFilters } from '../api/students-query';

/** Course and batch filters of the Students tab; the batch select appears for a course whose enrolments name batches. */
export function StudentsFiltersBar({
  courses,
  value,
  onChange,
}: {
  courses: { id: string; title: string }[];
  value: StudentFilters;
  onChange: (f: StudentFilters) => void;
}) {
  const batches = useStudentBatches(value.courseId);
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" flex="1" minW="0">
      <Field.Root maxW={{ sm: '72' }}>
        <Field.Label>Course</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={value.courseId}
            onChange={(e) => onChange({ courseId: e.currentTarget.value, batchId: '' })}
          >
            <option value="">{STUDENTS_TEXT.allCourses}</option>
            {courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {value.courseId && batches.length > 0 && (
        <Field.Root maxW={{ sm: '56' }}>
          <Field.Label>Batch</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={value.batchId}
              onChange={(e) => onChange({ ...value, batchId: e.currentTarget.value })}
            >
              <option value="">{STUDENTS_TEXT.allBatches}</option>
              {batches.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.startsAt ? `Starts ${formatIstDate(b.startsAt)}` : b.id}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
    </Stack>
  );
}
