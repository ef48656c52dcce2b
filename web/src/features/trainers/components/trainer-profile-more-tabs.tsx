import { Badge, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { formatRating, LISTING_MESSAGES, type CardCourse, type TrainerCard } from '@skillsetu/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { LuLinkedin } from 'react-icons/lu';
import { loadUpcomingBatches } from '../../batches';
import { loadTrainerReviewsTab } from '../../reviews';
import { TrainerCourseRow } from './trainer-course-row';

// The panels of the profile's Courses, Upcoming, Reviews and Contact tabs: this module loads when
// one of them first opens, or when the browser is idle after the profile painted
// (trainer-public-profile.tsx), never with the first paint (docs/decisions/279-trainer-profile-tabs-when-opened.md).

// The Reviews tab's list loads when the tab opens, with its own Firebase boundary.
const TrainerReviewsTab = lazy(() => loadTrainerReviewsTab().then((m) => ({ default: m.TrainerReviewsTab })));

// --- batches: the Upcoming tab's batches load when the tab opens (ADR 080) ---
const UpcomingBatches = lazy(() => loadUpcomingBatches().then((m) => ({ default: m.UpcomingBatches })));
// --- end batches ---

/** Only http(s) links are rendered: a profile URL is user input. */
function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** The card's rating and count in words, shown while the Reviews tab's list loads. */
function ReviewsSummaryText({ trainer }: { trainer: TrainerCard }) {
  return (
    <Text>
      Rated {formatRating(trainer.rating)} out of 5 from {trainer.reviews}{' '}
      {trainer.reviews === 1 ? 'review' : 'reviews'}.
    </Text>
  );
}

/** Props of every panel: the trainer shown and, for Courses, the per-course action slot (Enroll Now). */
export interface MoreTabPanelProps {
  trainer: TrainerCard;
  renderCourseAction?: (course: CardCourse, trainer: TrainerCard) => ReactNode;
}

/** The Courses tab: one row per course, each with the action the app passes (payments' Enroll Now). */
export function CoursesPanel({ trainer, renderCourseAction }: MoreTabPanelProps) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Courses">
      {trainer.courses.map((course) => (
        <TrainerCourseRow key={course.id} course={course} action={renderCourseAction?.(course, trainer)} />
      ))}
    </Stack>
  );
}

/** The Upcoming tab: the trainer's future batches (the batches feature), or the spec's empty text. */
export function UpcomingPanel({ trainer }: MoreTabPanelProps) {
  return (
    <>
      {/* --- batches: future batches load when the tab opens (ADR 080) --- */}
      {trainer.uid ? (
        <Suspense fallback={<Text color="fg.muted">{LISTING_MESSAGES.noUpcoming}</Text>}>
          <UpcomingBatches
            scope={{ field: 'trainer_id', value: trainer.uid }}
            courseTitles={Object.fromEntries(trainer.courses.map((c) => [c.id, c.title]))}
          />
        </Suspense>
      ) : (
        <Text color="fg.muted">{LISTING_MESSAGES.noUpcoming}</Text>
      )}
      {/* --- end batches --- */}
    </>
  );
}

/** The Reviews tab: the reviews feature's list, or the spec's empty text for a trainer without reviews. */
export function ReviewsPanel({ trainer }: MoreTabPanelProps) {
  if (trainer.reviews === 0) return <Text color="fg.muted">{LISTING_MESSAGES.noReviews}</Text>;
  return (
    <Suspense fallback={<ReviewsSummaryText trainer={trainer} />}>
      <TrainerReviewsTab
        trainerUid={trainer.uid}
        courseTitles={Object.fromEntries(trainer.courses.map((c) => [c.id, c.title]))}
        fallback={<ReviewsSummaryText trainer={trainer} />}
      />
    </Suspense>
  );
}

/** The Contact tab: the LinkedIn link (http(s) only) and the verification status. */
export function ContactPanel({ trainer }: MoreTabPanelProps) {
  return (
    <Stack gap="4">
      {trainer.linkedin_url && isWebUrl(trainer.linkedin_url) && (
        <ChakraLink href={trainer.linkedin_url} target="_blank" rel="noopener noreferrer" colorPalette="blue">
          <LuLinkedin aria-hidden />
          LinkedIn profile
        </ChakraLink>
      )}
      <HStack gap="2">
        <Text>Status:</Text>
        <Badge colorPalette={trainer.verified ? 'green' : 'orange'} data-testid="verification-status">
          {trainer.verified ? LISTING_MESSAGES.verified : LISTING_MESSAGES.pending}
        </Badge>
      </HStack>
    </Stack>
  );
}
