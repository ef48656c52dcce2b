import { Box, ChakraProvider, Flex, type SystemContext } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '../components/layout/error-boundary';
import { Footer } from '../components/layout/footer';
import { Navbar } from './layout/navbar';
import { Toaster } from '../components/ui/toaster';
import { AppRoutes } from './router';

/**
 * The app shell: Chakra, the router, navbar, routes, footer and toaster. No Firebase here.
 * `system`: the app's Chakra system (theme.ts getSystem), as prerendered-styles.ts gives it for this page;
 * `emotionCache`: prerendered-styles.ts emotionCacheForThisPage (emotion's default cache when absent).
 */
export function App({ system, emotionCache }: { system: SystemContext; emotionCache?: EmotionCache }) {
  const app = (
    <ChakraProvider value={system}>
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
  return emotionCache ? <CacheProvider value={emotionCache}>{app}</CacheProvider> : app;
}
