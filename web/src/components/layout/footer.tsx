import { Box, Container, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

const COLUMNS: { title: string; links: { to: string; label: string }[] }[] = [
  {
    title: 'Categories',
    links: [
      { to: '/category/web-development', label: 'Web Development' },
      { to: '/category/data-science', label: 'Data Science' },
      { to: '/category/digital-marketing', label: 'Digital Marketing' },
      { to: '/category/ui-ux-design', label: 'UI/UX Design' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/become-trainer', label: 'Become a Trainer' },
      { to: '/careers', label: 'Careers' },
      { to: '/press', label: 'Press' },
      { to: '/#success-stories', label: 'Success Stories' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/help', label: 'Help Center' },
      { to: '/safety', label: 'Safety' },
      { to: '/contact', label: 'Contact Us' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms', label: 'Terms of Service' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/cancellation-refunds', label: 'Cancellation & Refunds' },
    ],
  },
];

/** Contact details shown in the footer (static values, docs/product.md#routes-and-navigation). */
export const SUPPORT_EMAIL = 'support@skillsetu.in';
export const SUPPORT_PHONE = '+91 80 4567 8900';

/** Site footer with the spec's links (the singular /category/... links resolve to the category pages). */
export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.100" mt="16">
      <Container maxW="7xl" py="10">
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="8">
          <Stack gap="2" gridColumn={{ base: 'span 2', md: 'auto' }}>
            <Text fontWeight="bold" fontSize="lg">
              SkillSetu
            </Text>
            <Text fontSize="sm" color="gray.300">
              Verified skill trainers across India.
            </Text>
            <ChakraLink href={`mailto:${SUPPORT_EMAIL}`} fontSize="sm" color="gray.100">
              {SUPPORT_EMAIL}
            </ChakraLink>
            <ChakraLink href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`} fontSize="sm" color="gray.100">
              {SUPPORT_PHONE}
            </ChakraLink>
            <HStack gap="3" fontSize="sm">
              <ChakraLink href="https://www.linkedin.com/company/skillsetu" color="gray.100">
                LinkedIn
              </ChakraLink>
              <ChakraLink href="https://www.instagram.com/skillsetu" color="gray.100">
                Instagram
              </ChakraLink>
              <ChakraLink href="https://x.com/skillsetu" color="gray.100">
                X
              </ChakraLink>
            </HStack>
          </Stack>
          {COLUMNS.map((col) => (
            <Stack key={col.title} gap="2" as="nav" aria-label={col.title}>
              <Heading as="h2" size="sm" color="white">
                {col.title}
              </Heading>
              {col.links.map((l) => (
                <ChakraLink key={l.to} asChild fontSize="sm" color="gray.300">
                  <Link to={l.to}>{l.label}</Link>
                </ChakraLink>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Text fontSize="xs" color="gray.400" mt="8">
          © {new Date().getFullYear()} SkillSetu. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
