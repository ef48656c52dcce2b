import { Box, Circle, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { HOME_STEPS } from '../content/home-content';

/** The three-step how-it-works of the home page (docs/product.md#public-pages). */
export function HowItWorksSteps() {
  return (
    <Container maxW="7xl" py={{ base: '12', md: '16' }}>
      <Heading as="h2" size="2xl" textAlign="center" mb="10">
        How SkillSetu Works
      </Heading>
      <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="8" listStyleType="none">
        {HOME_STEPS.map((step, i) => (
          <Box as="li" key={step.title} textAlign="center" px="4">
            <Circle size="14" bg="blue.100" color="blue.800" fontWeight="bold" fontSize="xl" mx="auto" mb="4">
              {i + 1}
            </Circle>
            <Heading as="h3" size="lg" mb="2">
              {step.title}
            </Heading>
            <Text color="fg.muted">{step.text}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Container>
  );
}
