import { Button, Container, Heading, Text, VStack } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/**
 * Catches render errors so one broken screen never blanks the whole app; offers a reload, or
 * renders `fallback` instead when given (e.g. sample data when a live query fails).
 */
export class ErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error in the UI', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
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
