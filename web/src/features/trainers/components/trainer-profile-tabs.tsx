import { Badge, Box, HStack, Link as ChakraLink, Stack, Text, Wrap } from '@chakra-ui/react';
import { LightTabs as Tabs } from '../../../components/ui/light-tabs';
import { formatRating, isMapsLink, LISTING_MESSAGES, type CardCourse, type TrainerCard } from '@skillsetu/domain';
import { lazy, Suspense, type ReactNode, type RefObject } from 'react';
import { LuLinkedin, LuMapPin } from 'react-icons/lu';
import { TrainerCourseRow } from './trainer-course-row';
import { loadTrainerReviewsTab } from '../../reviews';
import { loadUpcomingBatches } from '../../batches';

// The Reviews tab's list loads when the tab opens (lazyMount), with its own Firebase boundary.
const TrainerReviewsTab = lazy(() => loadTrainerReviewsTab().then((m) => ({ default: m.TrainerReviewsTab })));

// Intro videos (ADR 179): their module loads only for a trainer who has them; each player only on click.
const IntroVideos = lazy(() => import('./intro-videos').then((m) => ({ default: m.IntroVideos })));

// --- batches: the Upcoming tab's batches load when the tab opens (ADR 080) ---
const UpcomingBatches = lazy(() => loadUpcomingBatches().then((m) => ({ default: m.UpcomingBatches })));
// --- end batches ---

/** The tabs of the listing-style profile (docs/product.md#listing-and-search). */
export type ProfileTab = 'about' | 'courses' | 'upcoming' | 'reviews' | 'contact';

export interface TrainerProfileTabsProps {
  trainer: TrainerCard;
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  /** Slot for a per-course action in the Courses tab (the payments feature renders Enroll Now here). */
  renderCourseAction?: (course: CardCourse, trainer: TrainerCard) => ReactNode;
  /** Ref of the tab list, so Book course can scroll it into view. */
  listRef?: RefObject<HTMLDivElement | null>;
}

/** Only http(s) links are rendered: a profile URL is user input. */
function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2">
      <Text as="h2" fontWeight="semibold">
        {title}
      </Text>
      {children}
    </Stack>
  );
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

/** About, Courses, Upcoming, Reviews and Contact tabs of /trainer/{id} with the spec's texts. */
export function TrainerProfileTabs({
  trainer,
  tab,
  onTabChange,
  renderCourseAction,
  listRef,
}: TrainerProfileTabsProps) {
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(e) => onTabChange(e.value as ProfileTab)}
      variant="line"
      size={{ base: 'sm', md: 'md' }}
      lazyMount
    >
      <Box overflowX="auto">
        <Tabs.List ref={listRef} scrollMarginTop="24">
          <Tabs.Trigger value="about">About</Tabs.Trigger>
          <Tabs.Trigger value="courses">Courses</Tabs.Trigger>
          <Tabs.Trigger value="upcoming">Upcoming</Tabs.Trigger>
          <Tabs.Trigger value="reviews">Reviews</Tabs.Trigger>
          <Tabs.Trigger value="contact">Contact</Tabs.Trigger>
        </Tabs.List>
      </Box>
      <Tabs.Content value="about">
        <Stack gap="6">
          <Section title="About">
            <Text whiteSpace="pre-line">{trainer.bio || 'This trainer has not written a bio yet.'}</Text>
          </Section>
          {(trainer.video_link_1 || trainer.video_link_2) && (
            <Section title="Intro Videos">
              <Suspense fallback={null}>
                <IntroVideos links={[trainer.video_link_1, trainer.video_link_2]} />
              </Suspense>
            </Section>
          )}
          {trainer.google_maps_link && isMapsLink(trainer.google_maps_link) && (
            <Section title="In-person Training">
              <ChakraLink
                href={trainer.google_maps_link}
                target="_blank"
                rel="noopener noreferrer"
                colorPalette="blue"
                data-testid="maps-link"
              >
                <LuMapPin aria-hidden />
                View location on Google Maps
              </ChakraLink>
            </Section>
          )}
          <Section title="Experience">
            <Text>{trainer.experience}</Text>
          </Section>
          {trainer.languages.length > 0 && (
            <Section title="Languages">
              <Wrap gap="2">
                {trainer.languages.map((l) => (
                  <Badge key={l} variant="subtle">
                    {l}
                  </Badge>
                ))}
              </Wrap>
            </Section>
          )}
          {trainer.certifications.length > 0 && (
            <Section title="Certifications">
              <Stack as="ul" ps="5" gap="1">
                {trainer.certifications.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </Stack>
            </Section>
          )}
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="courses">
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Courses">
          {trainer.courses.map((course) => (
            <TrainerCourseRow key={course.id} course={course} action={renderCourseAction?.(course, trainer)} />
          ))}
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="upcoming">
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
      </Tabs.Content>
      <Tabs.Content value="reviews">
        {trainer.reviews === 0 ? (
          <Text color="fg.muted">{LISTING_MESSAGES.noReviews}</Text>
        ) : (
          <Suspense fallback={<ReviewsSummaryText trainer={trainer} />}>
            <TrainerReviewsTab
              trainerUid={trainer.uid}
              courseTitles={Object.fromEntries(trainer.courses.map((c) => [c.id, c.title]))}
              fallback={<ReviewsSummaryText trainer={trainer} />}
            />
          </Suspense>
        )}
      </Tabs.Content>
      <Tabs.Content value="contact">
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
      </Tabs.Content>
    </Tabs.Root>
  );
}
