import { Badge, Box, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { LightTabs as Tabs } from '../../../components/ui/light-tabs';
import { isMapsLink, type CardCourse, type TrainerCard } from '@skillsetu/domain';
import { lazy, Suspense, type ReactNode, type RefObject } from 'react';
import { LuMapPin } from 'react-icons/lu';

// Intro videos (ADR 179): their module loads only for a trainer who has them; each player only on click.
const IntroVideos = lazy(() => import('./intro-videos').then((m) => ({ default: m.IntroVideos })));

/**
 * Loads the panels of the Courses, Upcoming, Reviews and Contact tabs: when one first opens (the
 * tabs mount lazily), or earlier when the live profile loads (trainer-public-profile.tsx).
 */
export const loadMoreTabs = () => import('./trainer-profile-more-tabs');
const CoursesPanel = lazy(() => loadMoreTabs().then((m) => ({ default: m.CoursesPanel })));
const UpcomingPanel = lazy(() => loadMoreTabs().then((m) => ({ default: m.UpcomingPanel })));
const ReviewsPanel = lazy(() => loadMoreTabs().then((m) => ({ default: m.ReviewsPanel })));
const ContactPanel = lazy(() => loadMoreTabs().then((m) => ({ default: m.ContactPanel })));

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
              {/* Flex, not Wrap: the same styles without Wrap's chunk on the profile's first paint */}
              <Flex wrap="wrap" gap="2">
                {trainer.languages.map((l) => (
                  <Badge key={l} variant="subtle">
                    {l}
                  </Badge>
                ))}
              </Flex>
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
        <Suspense fallback={null}>
          <CoursesPanel trainer={trainer} renderCourseAction={renderCourseAction} />
        </Suspense>
      </Tabs.Content>
      <Tabs.Content value="upcoming">
        <Suspense fallback={null}>
          <UpcomingPanel trainer={trainer} />
        </Suspense>
      </Tabs.Content>
      <Tabs.Content value="reviews">
        <Suspense fallback={null}>
          <ReviewsPanel trainer={trainer} />
        </Suspense>
      </Tabs.Content>
      <Tabs.Content value="contact">
        <Suspense fallback={null}>
          <ContactPanel trainer={trainer} />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}
