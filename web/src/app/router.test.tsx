import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { AppRoutes, preloadRoute } from './router';
import AccountRoutes from './account-routes';
import TrainerRoute from './routes/trainer';

describe('preloadRoute', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("loads the route module and starts its prefetch with the URL's params", async () => {
    const prefetch = vi.spyOn(TrainerRoute, 'prefetch').mockImplementation(() => undefined);
    await preloadRoute('/trainer/42');
    expect(prefetch).toHaveBeenCalledExactlyOnceWith({ id: '42' });
  });

  it('starts no prefetch for routes without one or for redirects', async () => {
    const prefetch = vi.spyOn(TrainerRoute, 'prefetch').mockImplementation(() => undefined);
    await preloadRoute('/about');
    await preloadRoute('/login');
    await preloadRoute('/category/web-development');
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("descends into the signed-in areas' route table: the page's first render is the page, not the spinner", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the 404 page logs the path
    const nested = vi.spyOn(AccountRoutes, 'preloadRoute');
    await preloadRoute('/no-such-page');
    expect(nested).toHaveBeenCalledExactlyOnceWith('/no-such-page');
    renderApp(<AppRoutes />, { path: '/no-such-page' });
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
