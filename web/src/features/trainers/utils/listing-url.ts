import { DEFAULT_LISTING_FILTERS, trainerListingFiltersSchema, type TrainerListingFilters } from '@skillsetu/domain';

/** URL search parameter of each Find Trainers filter (shareable links: /find-trainers?q=react&location=Pune). */
export const LISTING_PARAMS = {
  search: 'q',
  category: 'category',
  location: 'location',
  sort: 'sort',
  direction: 'dir',
} as const satisfies Record<keyof TrainerListingFilters, string>;

/**
 * Reads Find Trainers filters from URL search params. Each parameter is validated on its own
 * with the domain schema: an unknown or malformed value falls back to its default, never throws.
 */
export function filtersFromSearchParams(params: URLSearchParams): TrainerListingFilters {
  const shape = trainerListingFiltersSchema.shape;
  const read = <K extends keyof TrainerListingFilters>(key: K): TrainerListingFilters[K] => {
    const raw = params.get(LISTING_PARAMS[key]);
    if (raw === null) return DEFAULT_LISTING_FILTERS[key];
    const parsed = shape[key].safeParse(raw);
    return parsed.success ? (parsed.data as TrainerListingFilters[K]) : DEFAULT_LISTING_FILTERS[key];
  };
  return {
    search: read('search'),
    category: read('category'),
    location: read('location'),
    sort: read('sort'),
    direction: read('direction'),
  };
}

/** URL search params for filters; values equal to the defaults are left out so links stay short. */
export function searchParamsFromFilters(filters: TrainerListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set(LISTING_PARAMS.search, search);
  if (filters.category) params.set(LISTING_PARAMS.category, filters.category);
  if (filters.location) params.set(LISTING_PARAMS.location, filters.location);
  if (filters.sort !== DEFAULT_LISTING_FILTERS.sort) params.set(LISTING_PARAMS.sort, filters.sort);
  if (filters.direction !== DEFAULT_LISTING_FILTERS.direction) params.set(LISTING_PARAMS.direction, filters.direction);
  return params;
}

/** The numeric public trainer id of a `/trainer/{id}` route parameter, or null when it is not a positive integer. */
export function parsePublicTrainerId(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
