import { Box, Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { Input } from '../../../components/ui/chakra/input';
import { Textarea } from '../../../components/ui/chakra/textarea';
import { BATCH_SIZES, COURSE_DURATIONS, TRAINING_MODES, type TrainerFormInput } from '@skillsetu/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from './form-field';
import { OptionSelect } from './option-select';

/** One Training Programs entry of the trainer form; Remove is disabled for the last entry (docs/product.md#trainer-profiles-and-verification). */
export function CourseEntryFields({
  index,
  register,
  errors,
  canRemove,
  onRemove,
  full,
}: {
  index: number;
  register: UseFormRegister<TrainerFormInput>;
  errors?: FieldErrors<TrainerFormInput['courses'][number]>;
  canRemove: boolean;
  onRemove: () => void;
  full: boolean;
}) {
  const n = index + 1;
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="course-entry">
      <HStack justify="space-between" mb="3">
        <Text fontWeight="semibold">Program {n}</Text>
        <Button type="button" size="xs" variant="ghost" colorPalette="red" disabled={!canRemove} onClick={onRemove}>
          Remove program {n}
        </Button>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={`Program ${n} Title`}>
          <Input {...register(`courses.${index}.title`)} />
        </FormField>
        <FormField label={`Program ${n} Total Program Fee (₹)`} error={errors?.totalPrice?.message}>
          <Input type="number" min={0} inputMode="decimal" {...register(`courses.${index}.totalPrice`)} />
        </FormField>
        <FormField label={`Program ${n} Duration`}>
          <OptionSelect
            options={COURSE_DURATIONS}
            placeholder="Select duration"
            {...register(`courses.${index}.duration`)}
          />
        </FormField>
        {full && (
          <>
            <FormField label={`Program ${n} Mode of Training`}>
              <OptionSelect options={TRAINING_MODES} placeholder="Select mode" {...register(`courses.${index}.mode`)} />
            </FormField>
            <FormField label={`Program ${n} Batch Size`}>
              <OptionSelect
                options={BATCH_SIZES}
                placeholder="Select batch size"
                {...register(`courses.${index}.batchSize`)}
              />
            </FormField>
            <FormField label={`Program ${n} Prerequisites`}>
              <Input {...register(`courses.${index}.prerequisites`)} />
            </FormField>
          </>
        )}
      </SimpleGrid>
      <Box mt="4">
        <FormField label={`Program ${n} Description`}>
          <Textarea rows={3} {...register(`courses.${index}.description`)} />
        </FormField>
      </Box>
    </Box>
  );
}
