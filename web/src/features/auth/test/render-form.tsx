import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { getSystem } from '../../../components/ui/theme';
import { Toaster } from '../../../components/ui/toaster';

/** Renders a form with Chakra, a router and the app's toaster (component tests only). */
export function renderForm(ui: ReactElement) {
  return render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter>
        {ui}
        <Toaster />
      </MemoryRouter>
    </ChakraProvider>,
  );
}
