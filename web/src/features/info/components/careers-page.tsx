import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { CAREERS } from '../content/careers';
import { InfoPageLayout } from './info-page-layout';

/** Careers: four open positions with Apply buttons (mailto) (docs/product.md#public-pages). */
export function CareersPage() {
  return (
    <InfoPageLayout title={CAREERS.title} metaDescription={CAREERS.metaDescription} intro={CAREERS.intro}>
      <Heading as="h2" size="xl" mb="4">
        Open Positions
      </Heading>
      <Stack gap="4">
        {CAREERS.positions.map((p) => (
          <Flex
            key={p.title}
            borderWidth="1px"
            rounded="xl"
            p="5"
            gap="4"
            direction={{ base: 'column', sm: 'row' }}
            align={{ sm: 'center' }}
          >
            <Box flex="1">
              <Heading as="h3" size="md">
                {p.title}
              </Heading>
              <HStack gap="2" mt="2" wrap="wrap">
                <Badge colorPalette="blue">{p.team}</Badge>
                <Text fontSize="sm" color="fg.muted">
                  {p.location} · {p.type}
                </Text>
              </HStack>
            </Box>
            <Button asChild colorPalette="blue" aria-label={`Apply for ${p.title}`}>
              <a href={`mailto:${CAREERS.applyEmail}?subject=${encodeURIComponent(`Application: ${p.title}`)}`}>
                Apply
              </a>
            </Button>
          </Flex>
        ))}
      </Stack>
    </InfoPageLayout>
  );
}
