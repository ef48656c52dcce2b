import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Skeleton } from '../../../components/ui/chakra/skeleton';
import { LISTING_MESSAGES, type Review } from '@skillsetu/domain';
import type { ReactNode } from 'react';
import { useReviewStats } from '../api/use-review-stats';
import { useReviewsPage, type ReviewScope } from '../api/use-reviews-page';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';

/**
 * A Reviews tab: average and count, star distribution, then the reviews newest first, 10 a page
 * (Newer / Older), live on the first page. `courseTitles` maps course ids to titles (the trainer
 * card's course list); `top` is shown above the list (a learner's own review form); `replySlot`
 * renders under each review (the trainer's reply form); `emptyText`, `listLabel` and `testId`
 * name the list for its page. Must be rendered inside `<WithFirebase>`.
 */
export function ReviewsPanel({
  scope,
  courseTitles,
  top,
  replySlot,
  emptyText = LISTING_MESSAGES.noReviews,
  listLabel = 'Reviews',
  testId = 'reviews-panel',
}: {
  scope: ReviewScope;
  courseTitles: Record<string, string>;
  top?: ReactNode;
  replySlot?: (review: Review) => ReactNode;
  emptyText?: string;
  listLabel?: string;
  testId?: string;
}) {
  const stats = useReviewStats(scope);
  const page = useReviewsPage(scope);
  return (
    <Stack gap="5" data-testid={testId}>
      {stats ? <ReviewSummary stats={stats} /> : <Skeleton h="24" />}
      {top}
      {page.status === 'loading' && <Skeleton h="32" />}
      {page.status === 'error' && (
        <Text role="alert" color="fg.error">
          Could not load reviews. Please check your connection and try again.
        </Text>
      )}
      {page.status === 'success' && page.reviews.length === 0 && page.page === 1 && (
        <Text color="fg.muted">{emptyText}</Text>
      )}
      {page.reviews.length > 0 && (
        <Stack as="ul" gap="3" aria-label={listLabel} ps="0">
          {page.reviews.map((r) => (
            <ReviewItem
              key={r.id}
              review={r}
              courseTitle={courseTitles[r.course_id] ?? null}
              replySlot={replySlot?.(r)}
            />
          ))}
        </Stack>
      )}
      {(page.page > 1 || page.hasNext) && (
        <HStack justify="space-between">
          <Button size="sm" variant="outline" onClick={page.previous} disabled={page.page === 1}>
            Newer
          </Button>
          <Text fontSize="sm" color="fg.muted">
            Page {page.page}
          </Text>
          <Button size="sm" variant="outline" onClick={page.next} disabled={!page.hasNext}>
            Older
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
