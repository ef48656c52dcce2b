import type { TrainerListingFilters } from '@skillsetu/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromSearchParams, searchParamsFromFilters } from '../utils/listing-url';

/** How a filter change enters the browser history: typing replaces the entry, a select pushes one. */
export interface FilterChangeOptions {
  replace?: boolean;
}

/**
 * Find Trainers filters held in the URL search params (shareable; Back and Forward restore them).
 * Returns the parsed filters and a setter that writes only non-default values.
 */
export function useListingFilters(): [
  TrainerListingFilters,
  (next: TrainerListingFilters, options?: FilterChangeOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filters = useMemo(() => filtersFromSearchParams(new URLSearchParams(key)), [key]);
  const setFilters = useCallback(
    (next: TrainerListingFilters, options: FilterChangeOptions = {}) => {
      const nextParams = searchParamsFromFilters(next);
      if (nextParams.toString() === key) return;
      setParams(nextParams, { replace: options.replace ?? false });
    },
    [key, setParams],
  );
  return [filters, setFilters];
}
