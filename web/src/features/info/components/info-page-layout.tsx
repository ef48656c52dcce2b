import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/ui/use-document-title';

/** Shared frame of the information pages: title band (h1 + intro), sets the page title and meta description. */
export function InfoPageLayout({
  title,
  metaDescription,
  intro,
  children,
}: {
  title: string;
  metaDescription: string;
  intro: string;
  children: ReactNode;
}) {
  useDocumentTitle(title, metaDescription);
  return (
    <>
      <Box bg="blue.50" borderBottomWidth="1px" borderColor="blue.100" py={{ base: '10', md: '14' }}>
        <Container maxW="5xl">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.2" color="blue.900">
            {title}
          </Heading>
          <Text mt="3" fontSize={{ base: 'md', md: 'lg' }} color="gray.700" maxW="3xl">
            {intro}
          </Text>
        </Container>
      </Box>
      <Container maxW="5xl" py={{ base: '8', md: '12' }}>
        {children}
      </Container>
    </>
  );
}
