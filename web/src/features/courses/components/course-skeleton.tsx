import { Box, Container, Grid, HStack, Stack } from '@chakra-ui/react';
import { Skeleton, SkeletonText } from '../../../components/ui/chakra/skeleton';

const TABS = ['Curriculum', 'Instructor', 'Upcoming', 'Reviews', 'Details'];

/**
 * Loading state of /course/{id}, laid out as CoursePage: the header band (badges, a title line at
 * the h1's size, two description lines, the facts row), then the tab bar and the sidebar card, so
 * the loaded course takes its place with little movement. It is the prerendered first paint of
 * every course URL (`course-shell.html`, docs/decisions/248-course-page-prerendered-shell.md). It has
 * no heading, so the page's heading order stays valid; it fills the viewport so the footer does not
 * jump when the course arrives.
 */
export function CourseSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading course" minH="100vh">
      <Box bgGradient="to-r" gradientFrom="blue.800" gradientTo="blue.950" py={{ base: '10', md: '14' }}>
        <Container maxW="7xl">
          <HStack gap="2" mb="3">
            <Skeleton h="5" w="24" />
            <Skeleton h="5" w="16" />
          </HStack>
          {/* one line of the title at the h1's font size: its height is the text's line height */}
          <Skeleton fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.2" w="70%" maxW="2xl">
            {'\u00a0'}
          </Skeleton>
          <SkeletonText mt="3" noOfLines={2} maxW="3xl" />
          <HStack gap={{ base: '3', md: '6' }} mt="5">
            <Skeleton h="4" w="28" />
            <Skeleton h="4" w="24" />
            <Skeleton h="4" w="20" />
          </HStack>
        </Container>
      </Box>
      <Container maxW="7xl" py="8">
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
          gap="8"
          alignItems="start"
        >
          <Box>
            <HStack gap="0" borderBottomWidth="1px" borderColor="border" overflow="hidden">
              {TABS.map((t) => (
                <Box key={t} h="10" px="4" display="flex" alignItems="center" flexShrink="0">
                  <Skeleton h="3" w={`${t.length * 0.5}rem`} />
                </Box>
              ))}
            </HStack>
            <Stack gap="3" pt="4">
              <Skeleton h="12" />
              <Skeleton h="12" />
              <Skeleton h="12" />
            </Stack>
          </Box>
          <Stack borderWidth="1px" rounded="xl" p="6" gap="4">
            <Skeleton h="9" w="40" />
            <SkeletonText noOfLines={4} />
            <Skeleton h="10" />
          </Stack>
        </Grid>
      </Container>
    </Box>
  );
}
