import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Skeleton } from '../../../components/ui/chakra/skeleton';
import { useReviewStats } from '../api/use-review-stats';
import { useReviewsPage } from '../api/use-reviews-page';
import { ReplyForm } from './reply-form';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';

/**
 * The dashboard's Reviews tab: the trainer's reviews, newest first (live, 10 a page), each with the
 * trainer's public reply form. `courseTitles` maps course ids to titles. Inside `<WithFirebase>`.
 */
export function TrainerReviewsInbox({ uid, courseTitles }: { uid: string; courseTitles: Record<string, string> }) {
  const scope = { field: 'trainer_id', value: uid } as const;
  const stats = useReviewStats(scope);
  const page = useReviewsPage(scope);
  return (
    <Stack gap="5" data-testid="reviews-inbox">
      {stats ? <ReviewSummary stats={stats} /> : <Skeleton h="24" />}
      {page.status === 'loading' && <Skeleton h="32" />}
      {page.status === 'error' && (
        <Text role="alert" color="fg.error">
          Could not load reviews. Please check your connection and try again.
        </Text>
      )}
      {page.status === 'success' && page.reviews.length === 0 && page.page === 1 && (
        <Text color="fg.muted">No reviews yet. Reviews from your enrolled learners will appear here.</Text>
      )}
      {page.reviews.length > 0 && (
        <Stack as="ul" gap="3" ps="0" aria-label="Reviews of your courses">
          {page.reviews.map((r) => (
            <ReviewItem
              key={r.id}
              review={r}
              courseTitle={courseTitles[r.course_id] ?? null}
              replySlot={<ReplyForm key={`${r.id}:${r.reply?.text ?? ''}`} review={r} />}
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
