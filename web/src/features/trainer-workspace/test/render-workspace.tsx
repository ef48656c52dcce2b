import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { getSystem } from '../../../components/ui/theme';
import { Toaster } from '../../../components/ui/toaster';

/** Renders a workspace component as the app does (Chakra, a router, the toaster) for component tests. */
export function renderWorkspace(ui: ReactElement, path = '/'): RenderResult {
  return render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      <Toaster />
    </ChakraProvider>,
  );
}
