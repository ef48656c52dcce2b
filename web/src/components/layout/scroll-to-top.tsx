import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Opens every newly navigated page at its top (a link, a redirect such as onboarding → dashboard),
 * as a full page load would; Back and Forward (POP) keep the browser's own restored position, and
 * a change of the query alone (a dashboard tab, a listing filter) or a #fragment does not scroll.
 * BrowserRouter keeps the old scroll position otherwise (docs/decisions/181-tabs-on-a-phone.md).
 * Mounted with the toast view when the browser is first idle (components/ui/toaster.tsx), so it
 * costs home no JS before first paint; a page's first load opens at the top anyway.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
    // only a new path scrolls: `hash` and `navigationType` are read, not watched
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
