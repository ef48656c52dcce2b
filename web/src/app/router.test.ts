import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRoute } from './router';
import TrainerRoute from './routes/trainer';

describe('preloadRoute', () => {
  afterEach(() => vi.restoreAllMocks());

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
});
