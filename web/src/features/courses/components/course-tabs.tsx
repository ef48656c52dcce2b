import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LightTabs as Tabs } from '../../../components/ui/light-tabs';
import { formatRating, formatRupees, LISTING_MESSAGES } from '@skillsetu/domain';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { whenIdle } from '../../../lib/when-idle';
import type { CourseDetail } from '../course-detail';
import { CourseCurriculum } from './course-curriculum';

// A live course's Upcoming and Reviews panels load when their tab first opens, or when idle.
const loadLiveTabs = () => import('./course-live-tabs');
const LiveUpcomingPanel = lazy(() => loadLiveTabs().then((m) => ({ default: m.LiveUpcomingPanel })));
const LiveReviewsPanel = lazy(() => loadLiveTabs().then((m) => ({ default: m.LiveReviewsPanel })));

/**
 * Course tabs (docs/product.md#courses-and-batches): Curriculum, Instructor, Upcoming (Coming Soon cards with Notify Me), Reviews
 * (a live course: its real reviews and the enrolled learner's form; the sample course: its
 * testimonials), Details.
 */
export function CourseTabs({ course, live = false }: { course: CourseDetail; live?: boolean }) {
  // a live course's other panels download once the page is idle, so opening a tab shows it at once
  useEffect(() => (live ? whenIdle(() => void loadLiveTabs().catch(() => undefined)) : undefined), [live]);
  return (
    <Tabs.Root id="course-curriculum" defaultValue="curriculum" variant="line" colorPalette="blue" lazyMount>
      <Tabs.List overflowX="auto" overflowY="hidden">
        <Tabs.Trigger value="curriculum">Curriculum</Tabs.Trigger>
        <Tabs.Trigger value="instructor">Instructor</Tabs.Trigger>
        <Tabs.Trigger value="upcoming">Upcoming</Tabs.Trigger>
        <Tabs.Trigger value="reviews">Reviews</Tabs.Trigger>
        <Tabs.Trigger value="details">Details</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="curriculum">
        {course.curriculum.length === 0 ? (
          <Text color="fg.muted">The trainer shares the detailed curriculum after enrolment.</Text>
        ) : (
          <CourseCurriculum modules={course.curriculum} />
        )}
      </Tabs.Content>
      <Tabs.Content value="instructor">
        <Heading as="h3" size="lg">
          {course.trainer.name}
        </Heading>
        <Text color="fg.muted">{course.trainer.expertise}</Text>
        <HStack gap="6" mt="3" fontSize="sm" wrap="wrap">
          <Text>Experience: {course.trainer.experience}</Text>
          <Text>{course.trainer.students} students</Text>
          <Text>Rating: {formatRating(course.trainer.rating)}</Text>
        </HStack>
        {course.trainer.id && (
          <Button asChild mt="4" variant="outline" colorPalette="blue" size="sm">
            <Link to={`/trainer/${course.trainer.id}`}>View Profile</Link>
          </Button>
        )}
      </Tabs.Content>
      <Tabs.Content value="upcoming">
        {/* --- batches: a live course's future batches load when the tab opens (ADR 080) --- */}
        {live && course.upcomingCourses.length === 0 ? (
          <Suspense fallback={<Text color="fg.muted">{LISTING_MESSAGES.noUpcoming}</Text>}>
            <LiveUpcomingPanel courseId={course.id} />
          </Suspense>
        ) : /* --- end batches --- */ course.upcomingCourses.length === 0 ? (
          <Text color="fg.muted">{LISTING_MESSAGES.noUpcoming}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {course.upcomingCourses.map((u) => (
              <Box key={u.id} borderWidth="1px" rounded="lg" p="4">
                <Badge colorPalette="orange" mb="2">
                  Coming Soon
                </Badge>
                <Heading as="h3" size="md">
                  {u.title}
                </Heading>
                <Text fontSize="sm" color="fg.muted" my="1">
                  {u.description}
                </Text>
                <Text fontSize="sm">
                  <span data-incl-gst>{formatRupees(u.price)}</span> · {u.duration} · Launching {u.launchDate}
                </Text>
                <Button
                  size="sm"
                  mt="3"
                  variant="outline"
                  colorPalette="blue"
                  aria-label={`Notify Me about ${u.title}`}
                >
                  Notify Me
                </Button>
              </Box>
            ))}
          </SimpleGrid>
        )}
      </Tabs.Content>
      <Tabs.Content value="reviews">
        {live && course.trainer.uid ? (
          <Suspense fallback={<Text color="fg.muted">Loading reviews…</Text>}>
            <LiveReviewsPanel courseId={course.id} courseTitle={course.title} trainerUid={course.trainer.uid} />
          </Suspense>
        ) : course.testimonials.length === 0 ? (
          <Text color="fg.muted">{LISTING_MESSAGES.noReviews}</Text>
        ) : (
          <Stack gap="4">
            {course.testimonials.map((t) => (
              <Box key={t.id} borderWidth="1px" rounded="lg" p="4">
                <HStack justify="space-between">
                  <Text fontWeight="semibold">{t.name}</Text>
                  <Text fontSize="sm" aria-label={`${t.rating} out of 5 stars`}>
                    {'★'.repeat(t.rating)}
                  </Text>
                </HStack>
                <Text color="fg.muted" mt="1">
                  {t.comment}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Tabs.Content>
      <Tabs.Content value="details">
        <Stack gap="4">
          <Box>
            <Heading as="h3" size="md" mb="1">
              About this course
            </Heading>
            <Text color="fg.muted">{course.description || 'Details coming soon.'}</Text>
          </Box>
          {course.requirements.length > 0 && (
            <Box>
              <Heading as="h3" size="md" mb="1">
                Requirements
              </Heading>
              <Stack as="ul" ps="5" gap="1" color="fg.muted">
                {course.requirements.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </Stack>
            </Box>
          )}
          {course.batchSize && <Text color="fg.muted">Batch size: {course.batchSize}</Text>}
        </Stack>
      </Tabs.Content>
    </Tabs.Root>
  );
}
