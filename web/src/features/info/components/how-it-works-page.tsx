import { Box, Circle, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { HOW_IT_WORKS } from '../content/how-it-works';
import { InfoPageLayout } from './info-page-layout';

function Steps({ heading, steps }: { heading: string; steps: readonly { title: string; text: string }[] }) {
  return (
    <Box as="section" mb="12">
      <Heading as="h2" size="xl" mb="6">
        {heading}
      </Heading>
      <SimpleGrid as="ol" columns={{ base: 1, sm: 2, lg: 4 }} gap="6" listStyleType="none">
        {steps.map((s, i) => (
          <Box as="li" key={s.title} borderWidth="1px" rounded="xl" p="5">
            <Circle size="10" bg="blue.100" color="blue.800" fontWeight="bold" mb="3" aria-hidden="true">
              {i + 1}
            </Circle>
            <Heading as="h3" size="md" mb="1">
              {s.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {s.text}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** How It Works: four steps for learners, four for trainers, four trust points (docs/product.md#public-pages). */
export function HowItWorksPage() {
  const c = HOW_IT_WORKS;
  return (
    <InfoPageLayout title={c.title} metaDescription={c.metaDescription} intro={c.intro}>
      <Steps heading="For Learners" steps={c.learners} />
      <Steps heading="For Trainers" steps={c.trainers} />
      <Box as="section">
        <Heading as="h2" size="xl" mb="6">
          Why Trust SkillSetu
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {c.trust.map((t) => (
            <Box key={t.title} bg="bg.muted" rounded="xl" p="5">
              <Heading as="h3" size="md" mb="1">
                {t.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Box>
    </InfoPageLayout>
  );
}
