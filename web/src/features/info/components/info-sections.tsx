import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { List } from '../../../components/ui/chakra/list';
import type { InfoSection } from '../content/types';

/** Renders an information page's sections: an h2 each, paragraphs and bullet lists. */
export function InfoSections({ sections }: { sections: InfoSection[] }) {
  return (
    <Stack gap="8">
      {sections.map((s) => (
        <Box as="section" key={s.heading}>
          <Heading as="h2" size="xl" mb="3">
            {s.heading}
          </Heading>
          {s.paragraphs?.map((p) => (
            <Text key={p} color="fg.muted" mb="2">
              {p}
            </Text>
          ))}
          {s.items && (
            <List.Root ps="5" gap="1" color="fg.muted">
              {s.items.map((i) => (
                <List.Item key={i}>{i}</List.Item>
              ))}
            </List.Root>
          )}
        </Box>
      ))}
    </Stack>
  );
}
