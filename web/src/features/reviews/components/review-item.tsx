import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { REVIEW_MESSAGES, type Review } from '@skillsetu/domain';
import type { ReactNode } from 'react';
import { LuBadgeCheck } from 'react-icons/lu';
import { Stars } from './stars';

const dateText = (d: Date) => d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * One review: the reviewer's first name and last initial, the date, the course title, the
 * 'Verified enrolment' mark, the stars, the text and the trainer's public reply. `replySlot`
 * replaces the reply for the trainer's dashboard (a reply form).
 */
export function ReviewItem({
  review,
  courseTitle,
  replySlot,
}: {
  review: Review;
  courseTitle: string | null;
  replySlot?: ReactNode;
}) {
  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="4" listStyleType="none" data-testid="review-item">
      <HStack justify="space-between" align="start" wrap="wrap" gap="2">
        <Stack gap="0">
          <Text fontWeight="semibold">{review.learner_name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {dateText(review.created_at)}
            {courseTitle ? ` · ${courseTitle}` : ''}
          </Text>
        </Stack>
        <Stack gap="1" align="end">
          <Stars rating={review.rating} />
          <Badge colorPalette="green" variant="subtle" size="sm">
            <LuBadgeCheck aria-hidden="true" />
            {REVIEW_MESSAGES.verified}
          </Badge>
        </Stack>
      </HStack>
      <Text mt="2" whiteSpace="pre-line">
        {review.text}
      </Text>
      {replySlot ??
        (review.reply && (
          <Box mt="3" ps="3" borderStartWidth="3px" borderColor="blue.300" data-testid="review-reply">
            <Text fontSize="sm" fontWeight="semibold">
              Trainer&apos;s reply · {dateText(review.reply.created_at)}
            </Text>
            <Text fontSize="sm" whiteSpace="pre-line">
              {review.reply.text}
            </Text>
          </Box>
        ))}
    </Box>
  );
}
