import { Badge, Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { BATCH_STATUS_LABELS, batchStatusAt, CANCEL_MESSAGES, seatsLeft, type Batch } from '@skillsetu/domain';
import { formatIst } from '../../../lib/format-ist';
import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from '../../../components/layout/error-boundary';
import { WithFirebase } from '../../../lib/firebase/with-firebase';
import { useTrainerBatches } from '../api/use-trainer-batches';
import { BatchFormDialog, type BatchCourse } from './batch-form-dialog';
import { CancelBatchDialog } from './cancel-batch-dialog';
// --- sessions: the batch's dated classes (docs/sessions.md) ---
import { loadSessionsDialog } from '../../sessions';

const SessionsDialog = lazy(loadSessionsDialog);
// --- end sessions ---

const failed = <Text color="fg.error">Batches could not be loaded. Please reload the page.</Text>;

/**
 * The dashboard's Batches section (ADR 080, ADR 130): the trainer's batches (start in IST, schedule,
 * seats sold/left, Scheduled / Running / Completed / Cancelled) with Add, and Edit and Cancel batch
 * only while a batch has not started. Loaded lazily with its own Firebase boundary.
 */
export function TrainerBatchesSection({ uid, courses }: { uid: string; courses: BatchCourse[] }) {
  return (
    <Box as="section" aria-labelledby="batches-heading" borderTopWidth="1px" pt="6" mt="6">
      <ErrorBoundary fallback={failed}>
        <WithFirebase fallback={<Spinner size="sm" aria-label="Loading batches" />}>
          <TrainerBatches uid={uid} courses={courses} />
        </WithFirebase>
      </ErrorBoundary>
    </Box>
  );
}

function TrainerBatches({ uid, courses }: { uid: string; courses: BatchCourse[] }) {
  const batches = useTrainerBatches(uid);
  const [adding, setAdding] = useState(false);
  const titles = Object.fromEntries(courses.map((c) => [c.id, c.title || 'Untitled Course']));
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id="batches-heading">
          Batches
        </Heading>
        <Button size="sm" colorPalette="blue" onClick={() => setAdding(true)} disabled={courses.length === 0}>
          Add batch
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Learners pick a batch when they enrol. Until a batch starts you can edit it, or cancel it and refund everyone in
        it 100%.
      </Text>
      {batches === null && <Spinner size="sm" aria-label="Loading batches" />}
      {batches === 'error' && failed}
      {Array.isArray(batches) && batches.length === 0 && (
        <Text color="fg.muted">No batches yet. Add one so learners can see when your course starts.</Text>
      )}
      {Array.isArray(batches) && batches.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Your batches">
          {batches.map((b) => (
            <BatchRow key={b.id} uid={uid} batch={b} title={titles[b.course_id] ?? 'Course'} courses={courses} />
          ))}
        </Stack>
      )}
      {adding && <BatchFormDialog uid={uid} courses={courses} open={adding} onOpenChange={setAdding} />}
    </Stack>
  );
}

function BatchRow({
  uid,
  batch,
  title,
  courses,
}: {
  uid: string;
  batch: Batch;
  title: string;
  courses: BatchCourse[];
}) {
  const [editing, setEditing] = useState(false);
  const [classes, setClasses] = useState(false);
  // The server moves the status at the start (every 15 minutes); the clock shows it at once.
  const status = batchStatusAt(batch, new Date());
  const open = status === 'scheduled';
  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="3" data-testid="trainer-batch">
      <Stack gap="2">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Stack gap="0">
            <Text fontWeight="semibold">{title}</Text>
            <Text fontSize="sm">Starts {formatIst(batch.starts_at)}</Text>
            {batch.schedule && (
              <Text fontSize="sm" color="fg.muted">
                {batch.schedule}
              </Text>
            )}
          </Stack>
          <Badge colorPalette={open ? 'green' : status === 'running' ? 'blue' : 'gray'} data-testid="batch-status">
            {BATCH_STATUS_LABELS[status]}
          </Badge>
        </HStack>
        <Text fontSize="sm">
          {batch.seats_taken} of {batch.seats} seats taken · {seatsLeft(batch)} left
        </Text>
        <HStack gap="2" wrap="wrap">
          {status !== 'cancelled' && (
            <Button size="sm" variant="outline" colorPalette="blue" onClick={() => setClasses(true)}>
              Classes
            </Button>
          )}
          {open && (
            <>
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <CancelBatchDialog batchId={batch.id} enrolled={batch.seats_taken} />
            </>
          )}
        </HStack>
        {status === 'running' && (
          <Text fontSize="sm" color="fg.muted">
            {CANCEL_MESSAGES.batchStarted}
          </Text>
        )}
      </Stack>
      {editing && (
        <BatchFormDialog uid={uid} courses={courses} batch={batch} open={editing} onOpenChange={setEditing} />
      )}
      {classes && (
        <Suspense fallback={<Spinner size="sm" aria-label="Loading classes" />}>
          <SessionsDialog batchId={batch.id} title={title} open={classes} onOpenChange={setClasses} />
        </Suspense>
      )}
    </Box>
  );
}
