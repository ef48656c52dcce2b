import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { List } from '../../../components/ui/chakra/list';
import { PRESS } from '../content/press';
import { InfoPageLayout } from './info-page-layout';

/** Press: three releases, the media kit list and contact addresses (docs/product.md#public-pages). */
export function PressPage() {
  return (
    <InfoPageLayout title={PRESS.title} metaDescription={PRESS.metaDescription} intro={PRESS.intro}>
      <Heading as="h2" size="xl" mb="4">
        Press Releases
      </Heading>
      <Stack gap="4" mb="12">
        {PRESS.releases.map((r) => (
          <Box as="article" key={r.title} borderWidth="1px" rounded="xl" p="5">
            <Text fontSize="sm" color="fg.muted">
              {r.date}
            </Text>
            <Heading as="h3" size="md" my="1">
              {r.title}
            </Heading>
            <Text color="fg.muted">{r.summary}</Text>
          </Box>
        ))}
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="10">
        <Box as="section">
          <Heading as="h2" size="xl" mb="3">
            Media Kit
          </Heading>
          <List.Root ps="5" gap="1" color="fg.muted">
            {PRESS.mediaKit.map((m) => (
              <List.Item key={m}>{m}</List.Item>
            ))}
          </List.Root>
        </Box>
        <Box as="section">
          <Heading as="h2" size="xl" mb="3">
            Press Contacts
          </Heading>
          <Stack gap="2">
            {PRESS.contacts.map((c) => (
              <Text key={c.email}>
                {c.label}:{' '}
                <Link href={`mailto:${c.email}`} color="blue.700">
                  {c.email}
                </Link>
              </Text>
            ))}
          </Stack>
        </Box>
      </SimpleGrid>
    </InfoPageLayout>
  );
}
