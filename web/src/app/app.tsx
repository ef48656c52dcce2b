import { Box, ChakraProvider, Flex } from '@chakra-ui/react';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '../components/layout/error-boundary';
import { Footer } from '../components/layout/footer';
import { Navbar } from '../components/layout/navbar';
import { Toaster } from '../components/ui/toaster';
import { AppRoutes } from './router';
import { getSystem } from './theme';

/** The app shell: Chakra, the router, navbar, routes, footer and toaster. No Firebase here. */
export function App() {
  return (
    <ChakraProvider value={getSystem()}>
      <BrowserRouter>
        <Flex direction="column" minH="100vh">
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <Navbar />
          <Box as="main" id="main" flex="1">
            <ErrorBoundary>
              <AppRoutes />
            </ErrorBoundary>
          </Box>
          <Footer />
        </Flex>
        <Toaster />
      </BrowserRouter>
    </ChakraProvider>
  );
}
