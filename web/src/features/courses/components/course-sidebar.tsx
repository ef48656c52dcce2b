import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LightList as List } from '../../../components/ui/light-list';
import { Separator } from '../../../components/ui/chakra/separator';
import { discountPercent, formatRupees } from '@skillsetu/domain';
import { LuCheck } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import type { CourseDetail } from '../course-detail';
import { CourseEnrollAction } from './course-enroll-action';
import { CourseNotifyButton } from './course-notify-button';
import { CoursePreviewButton } from './course-preview-button';

/**
 * Course sidebar (docs/product.md#courses-and-batches): price, struck original price, percent-off badge (docs/product.md#courses-and-batches formula),
 * facts, Enroll Now, Send Message to the trainer and Notify Me (live courses), Preview Course and
 * Download Syllabus (the printable /course/{id}/syllabus) when there is something to show, and the
 * includes list.
 */
export function CourseSidebar({ course, live }: { course: CourseDetail; live: boolean }) {
  const off = course.originalPrice ? discountPercent(course.price, course.originalPrice) : 0;
  const facts: [string, string][] = [
    ['Duration', course.duration],
    ...(course.totalHours ? [['Hours', `${course.totalHours} hours`] as [string, string]] : []),
    ['Level', course.level],
    ['Language', course.language],
    ...(course.mode ? [['Mode', course.mode] as [string, string]] : []),
    ...(course.lastUpdated ? [['Last updated', course.lastUpdated] as [string, string]] : []),
  ];
  return (
    <Box
      as="aside"
      aria-label="Enrolment"
      borderWidth="1px"
      rounded="xl"
      p="6"
      bg="bg"
      position={{ lg: 'sticky' }}
      top="20"
    >
      <HStack gap="3" align="baseline" wrap="wrap">
        <Text fontSize="3xl" fontWeight="bold" data-testid="course-price" data-incl-gst>
          {formatRupees(course.price)}
        </Text>
        {course.originalPrice && (
          <Text as="s" color="fg.muted" data-testid="course-original-price">
            {formatRupees(course.originalPrice)}
          </Text>
        )}
        {off > 0 && (
          <Badge colorPalette="red" data-testid="course-discount">
            {off}% OFF
          </Badge>
        )}
      </HStack>
      <Stack as="dl" gap="2" mt="4" fontSize="sm">
        {facts.map(([k, v]) => (
          <HStack key={k} justify="space-between">
            <Text as="dt" color="fg.muted">
              {k}
            </Text>
            <Text as="dd" fontWeight="medium" textAlign="end">
              {v}
            </Text>
          </HStack>
        ))}
      </Stack>
      <Stack gap="2" mt="6">
        <CourseEnrollAction course={course} live={live} />
        {course.trainer.uid && (
          <Button asChild variant="outline" colorPalette="blue">
            <Link
              to={`/messages?${new URLSearchParams({ to: course.trainer.uid, name: course.trainer.name }).toString()}`}
            >
              Send Message
            </Link>
          </Button>
        )}
        {live && <CourseNotifyButton courseId={course.id} />}
        {/* only with content to show (docs/decisions/074-course-syllabus.md) */}
        {(course.introVideoUrl || course.curriculum.length > 0) && <CoursePreviewButton course={course} />}
        {course.curriculum.length > 0 && (
          <Button asChild variant="ghost" colorPalette="blue">
            <Link to={`/course/${course.id}/syllabus`}>Download Syllabus</Link>
          </Button>
        )}
      </Stack>
      {course.features.length > 0 && (
        <>
          <Separator my="5" />
          <Text fontWeight="semibold" mb="2">
            This course includes:
          </Text>
          <List.Root gap="1" fontSize="sm">
            {course.features.map((f) => (
              <List.Item key={f} alignItems="center">
                <List.Indicator asChild color="green.600">
                  <LuCheck aria-hidden="true" />
                </List.Indicator>
                {f}
              </List.Item>
            ))}
          </List.Root>
        </>
      )}
    </Box>
  );
}
