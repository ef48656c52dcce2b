import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { getSystem } from '../src/components/ui/theme';
import { Toaster } from '../src/components/ui/toaster';

/**
 * The one render helper of component tests: `ui` as the app renders it (Chakra's system, a router
 * at `path`, the app's toaster).
 */
export function renderApp(ui: ReactElement, { path = '/' }: { path?: string } = {}): RenderResult {
  return render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Toaster />
      </MemoryRouter>
    </ChakraProvider>,
  );
}
