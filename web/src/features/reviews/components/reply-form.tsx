import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../../components/ui/chakra/field';
import { Textarea } from '../../../components/ui/chakra/textarea';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  reviewReplyInputSchema,
  type Review,
  type ReviewReplyInput,
} from '@skillsetu/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/notify';
import { saveReply } from '../api/review-writes';

/**
 * The trainer's one public reply to a review (dashboard): the reply with Edit / Remove, or a form
 * to post it (1..2,000 characters; domain reviewReplyInputSchema). Inside `<WithFirebase>`.
 */
export function ReplyForm({ review }: { review: Review }) {
  const [editing, setEditing] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReviewReplyInput>({
    resolver: zodResolver(reviewReplyInputSchema),
    defaultValues: { text: review.reply?.text ?? '' },
  });
  const send = async (text: string | null) => {
    try {
      await saveReply(review.id, text);
      notify(REVIEW_MESSAGES.replySaved, 'success');
      setEditing(false);
      reset({ text: text ?? '' });
    } catch (err) {
      console.error('Reply failed', err);
      notify(REVIEW_MESSAGES.replyFailed, 'error');
    }
  };

  if (review.reply && !editing) {
    return (
      <Box mt="3" ps="3" borderStartWidth="3px" borderColor="blue.300" data-testid="review-reply">
        <Text fontSize="sm" fontWeight="semibold">
          Your reply
        </Text>
        <Text fontSize="sm" whiteSpace="pre-line">
          {review.reply.text}
        </Text>
        <HStack gap="2" mt="1">
          <Button size="xs" variant="ghost" onClick={() => setEditing(true)}>
            Edit reply
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void send(null)}>
            Remove reply
          </Button>
        </HStack>
      </Box>
    );
  }
  return (
    <form onSubmit={handleSubmit((v) => send(v.text))} noValidate aria-label={`Reply to ${review.learner_name}`}>
      <Stack gap="2" mt="3">
        <Field.Root invalid={!!errors.text}>
          <Field.Label fontSize="sm">Public reply</Field.Label>
          <Textarea rows={2} maxLength={REVIEW_LIMITS.maxReply} {...register('text')} />
          {errors.text && <Field.ErrorText>{errors.text.message}</Field.ErrorText>}
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="blue" loading={isSubmitting}>
            Post reply
          </Button>
          {editing && (
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
