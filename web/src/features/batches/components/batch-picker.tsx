import { Spinner } from '@chakra-ui/react';
import { seatsLeft, type Batch } from '@skillsetu/domain';
import { formatIst } from '../../../lib/format-ist';
import { RefundTermsNote } from './refund-terms-note';
import { useEffect, useState } from 'react';
import { useOnce } from '../../../lib/firebase/use-once';
import { Field } from '../../../components/ui/chakra/field';
import { NativeSelect } from '../../../components/ui/chakra/native-select';
import { fetchOpenBatches } from '../api/fetch-open-batches';

const NO_BATCHES: Batch[] = [];

/**
 * In the Enroll Now dialog: when the course has future batches, the learner picks one (start in
 * IST, seats left; full batches cannot be picked). Reports the chosen batch id, or null when the
 * course has no batches (ADR 080). Below it, the refund terms of the chosen batch (or of a
 * self-paced purchase when the course has no batches; ADR 193).
 */
export function BatchPicker({ courseId, onChange }: { courseId: string; onChange: (batchId: string | null) => void }) {
  const read = useOnce(courseId, () => fetchOpenBatches(courseId), 'Batches fetch');
  // a failed read shows as a course without batches (logged): the learner can still buy self-paced
  const batches = read.status === 'error' ? NO_BATCHES : (read.data ?? null);
  const [picked, setPicked] = useState<{ courseId: string; id: string | null } | null>(null);
  const firstOpen = batches?.find((b) => seatsLeft(b) > 0)?.id ?? null;
  const chosen = picked?.courseId === courseId ? picked.id : firstOpen;
  useEffect(() => {
    if (batches) onChange(firstOpen);
    // onChange is the parent's setter: reported once per list read, not per render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [batches, firstOpen]);

  if (batches === null) return <Spinner size="sm" aria-label="Loading batches" />;
  if (batches.length === 0) return <RefundTermsNote startsAt={null} />;
  return (
    <>
      <Field.Root required>
        <Field.Label>Choose a batch</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            data-testid="batch-picker"
            value={chosen ?? ''}
            onChange={(e) => {
              const next = e.target.value || null;
              setPicked({ courseId, id: next });
              onChange(next);
            }}
          >
            {batches.map((b) => {
              const left = seatsLeft(b);
              return (
                <option key={b.id} value={b.id} disabled={left === 0}>
                  {formatIst(b.starts_at)} · {left > 0 ? `${left} ${left === 1 ? 'seat' : 'seats'} left` : 'Full'}
                  {b.schedule ? ` · ${b.schedule}` : ''}
                </option>
              );
            })}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {chosen && <RefundTermsNote startsAt={batches.find((b) => b.id === chosen)?.starts_at ?? null} />}
    </>
  );
}
