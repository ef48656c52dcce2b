import { Box, HStack, Stack } from '@chakra-ui/react';
import { Skeleton, SkeletonCircle, SkeletonText } from '../../../components/ui/chakra/skeleton';
import { TrainerProfileFrame } from './trainer-profile-frame';

const TABS = ['About', 'Courses', 'Upcoming', 'Reviews', 'Contact'];

/**
 * Loading state of /trainer/{id}, box for box the layout of TrainerProfileView: the same
 * TrainerProfileFrame (container, back link, header card), a header row of the same size (avatar,
 * a line per text row at its font size, the two buttons) and the tab bar's height, so the loaded
 * profile takes the skeleton's place without moving anything (CLS). It has no heading, so the heading order of the page stays valid while loading.
 */
export function TrainerProfileSkeleton() {
  return (
    <TrainerProfileFrame
      aria-busy="true"
      aria-label="Loading trainer profile"
      header={
        <>
          <SkeletonCircle size="16" />
          <Stack gap="1.5" flex="1" minW="0" w="full">
            {/* Each line is one line of text at the profile's font size: its height is the text's line height. */}
            <Skeleton textStyle="2xl" w="60%" maxW="xs">
              {'\u00a0'}
            </Skeleton>
            <Skeleton fontSize="lg" w="40%" maxW="2xs">
              {'\u00a0'}
            </Skeleton>
            <Skeleton fontSize="sm" w="70%" maxW="sm">
              {'\u00a0'}
            </Skeleton>
          </Stack>
          <Stack direction={{ base: 'row', md: 'column' }} gap="2" w={{ base: 'full', md: 'auto' }}>
            <Skeleton h="10" flex={{ base: '1', md: 'initial' }} w={{ md: '36' }} />
            <Skeleton h="10" flex={{ base: '1', md: 'initial' }} w={{ md: '36' }} />
          </Stack>
        </>
      }
    >
      <Box>
        {/* The tab bar of TrainerProfileTabs: --tabs-height (sm 9, md 10) plus its 1px bottom border. */}
        <HStack gap="0" borderBottomWidth="1px" borderColor="border" aria-hidden>
          {TABS.map((t) => (
            <Box key={t} h={{ base: '9', md: '10' }} px={{ base: '3', md: '4' }} display="flex" alignItems="center">
              <Skeleton h="3" w={`${t.length * 0.5}rem`} />
            </Box>
          ))}
        </HStack>
        <Stack gap="6" pt={{ base: '3', md: '4' }}>
          <Stack gap="2">
            <Skeleton h="5" w="24" />
            <SkeletonText noOfLines={3} />
          </Stack>
          <Stack gap="2">
            <Skeleton h="5" w="28" />
            <SkeletonText noOfLines={1} />
          </Stack>
        </Stack>
      </Box>
    </TrainerProfileFrame>
  );
}
