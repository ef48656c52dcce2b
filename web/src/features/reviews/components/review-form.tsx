import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../../components/ui/chakra/field';
import { Textarea } from '../../../components/ui/chakra/textarea';
import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_LIMITS, REVIEW_MESSAGES, reviewInputSchema, type Review, type ReviewInput } from '@skillsetu/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/notify';
import { deleteReview, saveReview, type ReviewTarget } from '../api/review-writes';
import { StarRatingInput } from './star-rating-input';

/**
 * Write or edit the learner's review of a course (rating 1..5 whole stars, text 10..2,000
 * characters; domain reviewInputSchema), or delete it. The rules decide who may: a learner
 * without an enrolment gets REVIEW_MESSAGES.notEnrolled. `onDone` runs after a save or delete.
 * Must be rendered inside `<WithFirebase>`.
 */
export function ReviewForm({
  target,
  existing,
  courseTitle,
  onDone,
}: {
  target: ReviewTarget;
  existing: Review | null;
  courseTitle: string;
  onDone?: () => void;
}) {
  const [deleting, setDeleting] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: { rating: existing?.rating ?? 0, text: existing?.text ?? '' },
  });
  const length = watch('text').trim().length;

  const onValid = async (input: ReviewInput) => {
    try {
      await saveReview(target, input, existing !== null);
      notify(REVIEW_MESSAGES.saved, 'success');
      onDone?.();
    } catch (err) {
      console.error('Review save failed', err);
      const denied = (err as { code?: string }).code === 'permission-denied';
      notify(denied ? { title: REVIEW_MESSAGES.notEnrolled } : REVIEW_MESSAGES.saveFailed, 'error');
    }
  };
  const remove = async () => {
    if (!window.confirm(REVIEW_MESSAGES.deleteConfirm)) return;
    setDeleting(true);
    try {
      await deleteReview(target.courseId, target.uid);
      notify(REVIEW_MESSAGES.deleted, 'success');
      onDone?.();
    } catch (err) {
      console.error('Review delete failed', err);
      notify(REVIEW_MESSAGES.saveFailed, 'error');
    } finally {
      setDeleting(false);
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate aria-label={`Review of ${courseTitle}`}>
      <Stack gap="3">
        <Field.Root required invalid={!!errors.rating}>
          <Field.Label>
            Your rating <Field.RequiredIndicator />
          </Field.Label>
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <StarRatingInput value={field.value} onChange={field.onChange} invalid={!!errors.rating} />
            )}
          />
          {errors.rating && <Field.ErrorText>{errors.rating.message}</Field.ErrorText>}
        </Field.Root>
        <Field.Root required invalid={!!errors.text}>
          <Field.Label>
            Your review <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={4} maxLength={REVIEW_LIMITS.maxText} {...register('text')} />
          {errors.text ? (
            <Field.ErrorText>{errors.text.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {length}/{REVIEW_LIMITS.maxText.toLocaleString('en-IN')} characters (at least {REVIEW_LIMITS.minText})
            </Field.HelperText>
          )}
        </Field.Root>
        <HStack gap="2" wrap="wrap">
          <Button type="submit" colorPalette="blue" loading={isSubmitting} disabled={deleting}>
            {existing ? 'Update review' : 'Post review'}
          </Button>
          {existing && (
            <Button variant="ghost" colorPalette="red" onClick={() => void remove()} loading={deleting}>
              Delete review
            </Button>
          )}
          {existing && (
            <Text fontSize="sm" color="fg.muted">
              Your review is public.
            </Text>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
