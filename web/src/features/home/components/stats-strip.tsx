import { Box, Container, SimpleGrid, Text } from '@chakra-ui/react';
import { STATS_STRIP } from '../content/home-content';

/** The stats strip with the spec's claimed numbers (§9). */
export function StatsStrip() {
  return (
    <Box bg="blue.800" color="white" py="10">
      <Container maxW="7xl">
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="6" textAlign="center">
          {STATS_STRIP.map((s) => (
            <Box key={s.label} display="flex" flexDirection="column-reverse">
              <Text as="dt" color="blue.100" fontSize="sm">
                {s.label}
              </Text>
              <Text as="dd" fontSize="3xl" fontWeight="bold">
                {s.value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
