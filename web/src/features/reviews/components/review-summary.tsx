import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { formatRating, type ReviewStats } from '@skillsetu/domain';
import { Stars } from './stars';

/** Average and count at the top of a Reviews tab, and the star distribution (5 → 1) as bars. */
export function ReviewSummary({ stats }: { stats: ReviewStats }) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="6" align={{ sm: 'center' }} data-testid="review-summary">
      <Stack gap="0" minW="32">
        <Text fontSize="4xl" fontWeight="bold" lineHeight="1" data-testid="review-average">
          {formatRating(stats.rating)}
        </Text>
        <Stars rating={stats.rating} />
        <Text fontSize="sm" color="fg.muted" data-testid="review-count">
          {stats.reviews} {stats.reviews === 1 ? 'review' : 'reviews'}
        </Text>
      </Stack>
      <Stack gap="1" flex="1" maxW="sm" aria-label="Star distribution">
        {[5, 4, 3, 2, 1].map((star) => {
          const n = stats.stars[star - 1] ?? 0;
          const pct = stats.reviews > 0 ? Math.round((n / stats.reviews) * 100) : 0;
          return (
            <HStack key={star} gap="2" fontSize="sm" aria-label={`${star} stars: ${n}`}>
              <Text w="10">{star} ★</Text>
              <Box flex="1" h="2" bg="gray.100" rounded="full" overflow="hidden">
                <Box h="full" w={`${pct}%`} bg="orange.400" />
              </Box>
              <Text w="8" textAlign="end" color="fg.muted">
                {n}
              </Text>
            </HStack>
          );
        })}
      </Stack>
    </Stack>
  );
}
