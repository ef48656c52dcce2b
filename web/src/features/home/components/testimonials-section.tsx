import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { TESTIMONIALS } from '../content/home-content';

/**
 * Six testimonials (docs/product.md#public-pages); id="success-stories" is the footer's anchor. A client-side link to
 * /#success-stories (from any page, or home itself) scrolls here: the router does not; the scroll
 * margin keeps the heading clear of the sticky navbar.
 */
export function TestimonialsSection() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash === '#success-stories') document.getElementById('success-stories')?.scrollIntoView();
  }, [hash, key]);
  return (
    <Box
      as="section"
      id="success-stories"
      scrollMarginTop="20"
      aria-labelledby="stories-heading"
      bg="bg.muted"
      py={{ base: '12', md: '16' }}
    >
      <Container maxW="7xl">
        <Heading as="h2" id="stories-heading" size="2xl" textAlign="center" mb="8">
          Success Stories
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {TESTIMONIALS.map((t) => (
            <Box as="figure" key={t.name} bg="bg" borderWidth="1px" rounded="xl" p="6" m="0">
              <Text as="blockquote" fontSize="md">
                “{t.quote}”
              </Text>
              <Box as="figcaption" mt="4">
                <Text fontWeight="semibold">{t.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t.role}
                </Text>
              </Box>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
