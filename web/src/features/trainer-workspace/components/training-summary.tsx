import { Text } from '@chakra-ui/react';
import { DataList } from '../../../components/ui/chakra/data-list';
import { formatRupees } from '@skillsetu/domain';
import type { CourseDraft } from '../stores/course-drafts';

const LABELS: [keyof CourseDraft, string][] = [
  ['price', 'Total Program Fee'],
  ['duration', 'Duration'],
  ['mode', 'Mode of Training'],
  ['batch_size', 'Batch Size'],
  ['prerequisites', 'Prerequisites'],
  ['description', 'Program Description'],
];

/** Training Summary (docs/product.md#trainer-dashboard): only the filled values of a course (fee shown in rupees). */
export function TrainingSummary({ values }: { values: CourseDraft }) {
  const filled = LABELS.filter(([k]) => values[k].trim() !== '' && !(k === 'price' && Number(values.price) === 0));
  return (
    <section aria-label="Training Summary">
      <Text fontWeight="semibold" fontSize="sm" mb="2">
        Training Summary
      </Text>
      {filled.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Nothing filled in yet. Use Edit Details to add the fee, duration and more.
        </Text>
      ) : (
        <DataList.Root orientation="horizontal" size="sm">
          {filled.map(([k, label]) => (
            <DataList.Item key={k}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{k === 'price' ? formatRupees(Number(values.price)) : values[k]}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      )}
    </section>
  );
}
