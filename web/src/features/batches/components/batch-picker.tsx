import { Spinner } from '@chakra-ui/react';
import { seatsLeft, type Batch } from '@skillsetu/domain';
import { RefundTermsNote } from './refund-terms-note';
import { useEffect, useState } from 'react';
import { Field } from '../../../components/ui/chakra/field';
import { NativeSelect } from '../../../components/ui/chakra/native-select';
import { fetchOpenBatches } from '../api/fetch-open-batches';
import { formatIst } from '../format-ist';

/**
 * In the Enroll Now dialog: when the course has future batches, the learner picks one (start in
 * IST, seats left; full batches cannot be picked). Reports the chosen batch id, or null when the
 * course has no batches (ADR 080). Below it, the refund terms of the chosen batch (or of a
 * self-paced purchase when the course has no batches; ADR 193).
 */
export function BatchPicker({ courseId, onChange }: { courseId: string; onChange: (batchId: string | null) => void }) {
  const [batches, setBatches] = useState<Batch[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchOpenBatches(courseId)
      .then((list) => {
        if (!live) return;
        setBatches(list);
        const first = list.find((b) => seatsLeft(b) > 0)?.id ?? null;
        setChosen(first);
        onChange(first);
      })
      .catch((err: unknown) => {
        console.error('Batches fetch failed', err);
        if (live) setBatches([]);
      });
    return () => {
      live = false;
    };
    // onChange is the parent's setter: stable enough, and a refetch per render would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [courseId]);

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
              setChosen(next);
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
