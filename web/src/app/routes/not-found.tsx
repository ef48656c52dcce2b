import { Button, Container, Heading, Text, VStack } from '@chakra-ui/react';
import { NOT_FOUND_MESSAGES } from '@skillsetu/domain';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../components/ui/use-document-title';

/** 404 page (docs/product.md#routes-and-navigation): 'Oops! Page not found', Return to Home; the missing path is logged. */
export default function NotFoundRoute() {
  const location = useLocation();
  useDocumentTitle('Page not found');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <Container maxW="lg" py="24">
      <VStack gap="4" textAlign="center">
        <Heading as="h1" size="4xl">
          404
        </Heading>
        <Text fontSize="xl">{NOT_FOUND_MESSAGES.title}</Text>
        <Button asChild colorPalette="blue">
          <Link to="/">{NOT_FOUND_MESSAGES.returnHome}</Link>
        </Button>
      </VStack>
    </Container>
  );
}
