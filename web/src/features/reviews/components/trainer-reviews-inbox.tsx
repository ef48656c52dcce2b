import { ReplyForm } from './reply-form';
import { ReviewsPanel } from './reviews-panel';

/**
 * The dashboard's Reviews tab: the trainer's reviews, newest first (live, 10 a page), each with the
 * trainer's public reply form (the shared ReviewsPanel). `courseTitles` maps course ids to titles.
 * Inside `<WithFirebase>`.
 */
export function TrainerReviewsInbox({ uid, courseTitles }: { uid: string; courseTitles: Record<string, string> }) {
  return (
    <ReviewsPanel
      scope={{ field: 'trainer_id', value: uid }}
      courseTitles={courseTitles}
      replySlot={(r) => <ReplyForm key={`${r.id}:${r.reply?.text ?? ''}`} review={r} />}
      emptyText="No reviews yet. Reviews from your enrolled learners will appear here."
      listLabel="Reviews of your courses"
      testId="reviews-inbox"
    />
  );
}
