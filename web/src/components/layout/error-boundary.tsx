import { Button, Container, Heading, Text, VStack } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Catches render errors so one broken screen never blanks the whole app; offers a reload. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error in the UI', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Container maxW="lg" py="20">
        <VStack gap="4" textAlign="center" role="alert">
          <Heading as="h1" size="xl">
            Something went wrong
          </Heading>
          <Text color="fg.muted">Please reload the page. If it keeps happening, contact support.</Text>
          <Button colorPalette="blue" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </VStack>
      </Container>
    );
  }
}
