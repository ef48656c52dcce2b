import { Badge, Box, Container, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { formatRating } from '@skillsetu/domain';
import { LuBookOpen, LuClock, LuStar, LuUsers } from 'react-icons/lu';
import { lessonCount, type CourseDetail } from '../course-detail';

/** Course header (docs/product.md#courses-and-batches): category and level badges, title, description, rating, reviews, students, hours, lessons, skills. */
export function CourseHeader({ course }: { course: CourseDetail }) {
  const lessons = lessonCount(course);
  return (
    <Box bgGradient="to-r" gradientFrom="blue.800" gradientTo="blue.950" color="white" py={{ base: '10', md: '14' }}>
      <Container maxW="7xl">
        <HStack gap="2" mb="3">
          <Badge colorPalette="blue" variant="solid">
            {course.category}
          </Badge>
          <Badge colorPalette="gray" variant="solid">
            {course.level}
          </Badge>
        </HStack>
        <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.2" maxW="4xl">
          {course.title}
        </Heading>
        {course.description && (
          <Text mt="3" color="blue.100" maxW="3xl" fontSize={{ base: 'md', md: 'lg' }}>
            {course.description}
          </Text>
        )}
        <Flex gap={{ base: '3', md: '6' }} mt="5" wrap="wrap" fontSize="sm">
          <HStack gap="1">
            <LuStar aria-hidden="true" />
            <Text>
              {formatRating(course.rating)} ({course.reviews} reviews)
            </Text>
          </HStack>
          <HStack gap="1">
            <LuUsers aria-hidden="true" />
            <Text data-testid="course-students">
              {course.students} {course.students === 1 ? 'student' : 'students'}
            </Text>
          </HStack>
          {course.totalHours && (
            <HStack gap="1">
              <LuClock aria-hidden="true" />
              <Text>{course.totalHours} hours</Text>
            </HStack>
          )}
          {lessons > 0 && (
            <HStack gap="1">
              <LuBookOpen aria-hidden="true" />
              <Text>{lessons} lessons</Text>
            </HStack>
          )}
        </Flex>
        {course.skills.length > 0 && (
          <Flex gap="2" wrap="wrap" mt="4" aria-label="Skills you will learn">
            {course.skills.map((s) => (
              <Badge key={s} variant="outline" color="white" borderColor="whiteAlpha.600">
                {s}
              </Badge>
            ))}
          </Flex>
        )}
      </Container>
    </Box>
  );
}
