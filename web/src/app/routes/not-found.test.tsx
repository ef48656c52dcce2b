import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { NOT_FOUND_MESSAGES } from '@skillsetu/domain';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../components/ui/theme';
import NotFoundRoute from './not-found';

describe('404 page', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("shows 'Oops! Page not found', a Return to Home link and logs the missing path (docs/product.md#routes-and-navigation)", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ChakraProvider value={getSystem()}>
        <MemoryRouter initialEntries={['/no/such/page']}>
          <NotFoundRoute />
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect(screen.getByText(NOT_FOUND_MESSAGES.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NOT_FOUND_MESSAGES.returnHome })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('404'), '/no/such/page');
    expect(document.title).toBe('Page not found | SkillSetu');
  });
});
