import { Box, Container, SimpleGrid, Text } from '@chakra-ui/react';
import { HERO_STATS } from '../content/home-content';
import { StatValue } from './stat-value';

/** The stats strip (docs/product.md#public-pages) with the real numbers of `site_stats/public` once loaded (ADR 071). */
export function StatsStrip() {
  return (
    <Box bg="blue.800" color="white" py="10">
      <Container maxW="7xl">
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="6" textAlign="center">
          {HERO_STATS.map((s) => (
            <Box key={s.label} display="flex" flexDirection="column-reverse">
              <Text as="dt" color="blue.100" fontSize="sm">
                {s.label}
              </Text>
              <Text as="dd" fontSize="3xl" fontWeight="bold">
                <StatValue statKey={s.key} />
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
