import { Button, CloseButton, Portal, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  batchFormSchema,
  dateToIstLocal,
  istLocalToDate,
  maxSeatsFor,
  MAX_BATCH_SCHEDULE,
  type Batch,
  type BatchForm,
} from '@skillsetu/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { Field } from '../../../components/ui/chakra/field';
import { Input } from '../../../components/ui/chakra/input';
import { NativeSelect } from '../../../components/ui/chakra/native-select';
import { Textarea } from '../../../components/ui/chakra/textarea';
import { notify } from '../../../components/ui/notify';
import { createBatch, updateBatch } from '../api/batch-writes';

/** A course the trainer may schedule (batch_size bounds the seats). */
export interface BatchCourse {
  id: string;
  title: string;
  batchSize: string | null;
}

/**
 * Add or edit a batch (ADR 080): course (when adding), start and optional end as IST date-time,
 * seats within the course's batch size, schedule text. Validated with domain batchFormSchema; the
 * write goes straight to batches/{id} (rules check it again). Closes on success.
 */
export function BatchFormDialog({
  uid,
  courses,
  batch,
  open,
  onOpenChange,
}: {
  uid: string;
  courses: BatchCourse[];
  /** The batch to edit; absent to add one. */
  batch?: Batch;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [courseId, setCourseId] = useState(batch?.course_id ?? courses[0]?.id ?? '');
  const course = courses.find((c) => c.id === courseId);
  const maxSeats = Math.max(maxSeatsFor(course?.batchSize), batch?.seats_taken ?? 1);
  const schema = useMemo(() => batchFormSchema(maxSeats), [maxSeats]);
  const [saving, setSaving] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BatchForm>({
    resolver: zodResolver(schema),
    values: {
      starts_at: batch ? dateToIstLocal(batch.starts_at) : '',
      ends_at: batch?.ends_at ? dateToIstLocal(batch.ends_at) : '',
      seats: batch?.seats ?? Math.min(maxSeats, 10),
      schedule: batch?.schedule ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  });

  const submit = handleSubmit(async (v) => {
    const startsAt = istLocalToDate(v.starts_at);
    if (!startsAt || !courseId) return;
    const input = {
      startsAt,
      endsAt: v.ends_at ? istLocalToDate(v.ends_at) : null,
      seats: v.seats,
      schedule: v.schedule.trim(),
    };
    setSaving(true);
    try {
      if (batch) await updateBatch(batch.id, input);
      else await createBatch(uid, { ...input, courseId });
      notify(
        { title: batch ? 'Batch updated' : 'Batch added', description: 'Learners see it under Upcoming.' },
        'success',
      );
      onOpenChange(false);
    } catch (err) {
      console.error('Batch save failed', err);
      notify({ title: 'Could not save the batch', description: 'Please check the values and try again.' }, 'error');
    } finally {
      setSaving(false);
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !saving && onOpenChange(e.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="batch-form-dialog">
            <form onSubmit={(e) => void submit(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{batch ? 'Edit batch' : 'Add a batch'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required>
                    <Field.Label>Course</Field.Label>
                    <NativeSelect.Root disabled={!!batch}>
                      <NativeSelect.Field value={courseId} onChange={(e) => setCourseId(e.target.value)}>
                        {courses.map((c) => (
                          <option key={c.id} value={c.id}>
                            {c.title || 'Untitled Course'}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root required invalid={!!errors.starts_at}>
                    <Field.Label>Starts (IST)</Field.Label>
                    <Input type="datetime-local" {...register('starts_at')} />
                    <Field.ErrorText>{errors.starts_at?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={!!errors.ends_at}>
                    <Field.Label>Ends (IST, optional)</Field.Label>
                    <Input type="datetime-local" {...register('ends_at')} />
                    <Field.ErrorText>{errors.ends_at?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required invalid={!!errors.seats}>
                    <Field.Label>Seats</Field.Label>
                    <Input type="number" min={1} max={maxSeats} {...register('seats', { valueAsNumber: true })} />
                    <Field.HelperText>
                      Up to {maxSeats} {course?.batchSize ? `(batch size: ${course.batchSize})` : ''}
                    </Field.HelperText>
                    <Field.ErrorText>{errors.seats?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={!!errors.schedule}>
                    <Field.Label>Schedule</Field.Label>
                    <Textarea
                      rows={2}
                      maxLength={MAX_BATCH_SCHEDULE}
                      placeholder="e.g. Sat–Sun, 10 AM–1 PM IST"
                      {...register('schedule')}
                    />
                    <Field.ErrorText>{errors.schedule?.message}</Field.ErrorText>
                  </Field.Root>
                  {courses.length === 0 && <Text color="fg.error">Add a course first.</Text>}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="blue" loading={saving} disabled={!courseId}>
                  {batch ? 'Save batch' : 'Add batch'}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
