import { Container, Stack, type ContainerProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LightCard as Card } from '../../../components/ui/light-card';
import { RouterLink } from '../../../components/ui/router-link';

/**
 * The layout /trainer/{id} shares between its loading skeleton and the loaded profile: container,
 * back link, the header card's row (`header`: avatar, text, buttons) and what follows (`children`:
 * the tabs). One frame for both keeps the loaded profile exactly where the skeleton was (CLS 0).
 */
export function TrainerProfileFrame({
  header,
  children,
  ...containerProps
}: { header: ReactNode; children: ReactNode } & ContainerProps) {
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} {...containerProps}>
      <Stack gap="6">
        <RouterLink to="/find-trainers" fontSize="sm" color="fg.muted">
          ← All trainers
        </RouterLink>
        <Card.Root>
          <Card.Body>
            <Stack direction={{ base: 'column', md: 'row' }} gap="5" align={{ base: 'flex-start', md: 'center' }}>
              {header}
            </Stack>
          </Card.Body>
        </Card.Root>
        {children}
      </Stack>
    </Container>
  );
}
