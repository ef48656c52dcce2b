import { Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { HERO_STATS } from '../content/home-content';
import { StatValue } from './stat-value';

/** Home hero with the headline stats (docs/product.md#public-pages). CSS-only entrance, no motion library. */
export function HeroSection() {
  return (
    <Box bgGradient="to-br" gradientFrom="blue.700" gradientTo="blue.900" color="white" py={{ base: '12', md: '20' }}>
      <Container maxW="7xl">
        <Stack gap="6" maxW="3xl">
          <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.15" fontWeight="bold">
            Learn in-demand skills from India&apos;s verified trainers
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="blue.100">
            SkillSetu connects learners with expert trainers in web development, data science, marketing, design and
            more. Learn online or in your city, and pay securely.
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild size="lg" bg="white" color="blue.800" _hover={{ bg: 'blue.50' }}>
              <Link to="/find-trainers">Find a Trainer</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <Link to="/become-trainer">Teach &amp; Earn</Link>
            </Button>
          </HStack>
        </Stack>
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="6" mt={{ base: '10', md: '14' }}>
          {HERO_STATS.map((s) => (
            <Box key={s.label}>
              <Text as="dt" srOnly>
                {s.label}
              </Text>
              <Text as="dd" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="bold">
                <StatValue statKey={s.key} />
              </Text>
              <Text aria-hidden="true" color="blue.100" fontSize="sm">
                {s.label}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
