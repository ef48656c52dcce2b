import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type NavigateFunction } from 'react-router-dom';
import { ScrollToTop } from './scroll-to-top';

function setup() {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], {
    initialEntries: ['/trainer-onboarding'],
  });
  render(<RouterProvider router={router} />);
  scrollTo.mockClear();
  const navigate: NavigateFunction = router.navigate.bind(router) as NavigateFunction;
  return { scrollTo, navigate: (to: string | number) => act(() => void navigate(to as string)) };
}

describe('ScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a newly navigated page at the top (onboarding → dashboard)', async () => {
    const { scrollTo, navigate } = setup();
    await navigate('/trainer-dashboard');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the position for a tab change (query only), a #fragment and Back', async () => {
    const { scrollTo, navigate } = setup();
    await navigate('/trainer-onboarding?tab=courses');
    await navigate('/help#payments');
    await navigate(-1);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
