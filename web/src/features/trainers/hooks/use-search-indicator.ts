import { TIMINGS } from '@skillsetu/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The spec's 300 ms 'Searching...' indicator (docs/product.md#listing-and-search TIMINGS.searchIndicatorMs): `touch()`
 * on every change shows it and (re)starts the timer; when the timer fires it hides and calls
 * `onSettle` (used to commit the debounced search text). The timer is cleared on unmount.
 */
export function useSearchIndicator(onSettle: () => void): { searching: boolean; touch: () => void } {
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const settle = useRef(onSettle);
  useEffect(() => {
    settle.current = onSettle;
  }, [onSettle]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const touch = useCallback(() => {
    setSearching(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setSearching(false);
      settle.current();
    }, TIMINGS.searchIndicatorMs);
  }, []);
  return { searching, touch };
}
