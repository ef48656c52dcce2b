import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { Card } from '../../../components/ui/chakra/card';
import type { ReactNode } from 'react';

/** Centered card layout shared by the auth pages. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="xl" textAlign="center">
            {title}
          </Heading>
          {subtitle && (
            <Text color="fg.muted" textAlign="center">
              {subtitle}
            </Text>
          )}
        </Card.Header>
        <Card.Body>
          <Box>{children}</Box>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
