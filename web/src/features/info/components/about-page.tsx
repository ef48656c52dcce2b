import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useAboutStats } from '../hooks/use-about-stats';
import { ABOUT, ABOUT_STATS } from '../content/about';
import { InfoPageLayout } from './info-page-layout';
import { InfoSections } from './info-sections';

/** About: mission, vision, story and the real headline numbers once loaded (docs/product.md#public-pages, ADR 071). */
export function AboutPage() {
  const stats = useAboutStats();
  return (
    <InfoPageLayout title={ABOUT.title} metaDescription={ABOUT.metaDescription} intro={ABOUT.intro}>
      <InfoSections sections={ABOUT.sections} />
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4" mt="12">
        {ABOUT_STATS.map((s) => (
          <Box
            key={s.label}
            borderWidth="1px"
            rounded="xl"
            p="4"
            textAlign="center"
            display="flex"
            flexDirection="column-reverse"
          >
            <Text as="dt" color="fg.muted" fontSize="sm">
              {s.label}
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="bold" color="blue.700">
              {stats?.[s.key] ?? '–'}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </InfoPageLayout>
  );
}
