import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { CourseDetail } from '../course-detail';

/**
 * A course's modules with their lessons and lengths (the Curriculum tab, Preview Course's first
 * module and the printable syllabus). Cards break across printed pages only between modules.
 */
export function CourseCurriculum({ modules }: { modules: CourseDetail['curriculum'] }) {
  return (
    <Stack gap="4">
      {modules.map((m, i) => (
        <Box key={i} borderWidth="1px" rounded="lg" p="4" css={{ breakInside: 'avoid' }}>
          <Heading as="h3" size="md" mb="2">
            {m.module}
          </Heading>
          <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
            {m.lessons.map((l, j) => (
              <HStack as="li" key={j} justify="space-between" align="start" gap="3">
                <Text minW="0" overflowWrap="anywhere">
                  {l.title}
                </Text>
                <Text color="fg.muted" flexShrink="0">
                  {l.duration}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
