import { Heading, Stack } from '@chakra-ui/react';
import { Card } from '../../../components/ui/chakra/card';
import type { ReactNode } from 'react';

/** A titled card grouping part of a form (the spec's form sections). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}
