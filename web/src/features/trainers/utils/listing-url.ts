import {
  CATEGORY_OPTIONS,
  LOCATION_OPTIONS,
  type ListingSort,
  type SortDirection,
  type TrainerListingFilters,
} from '@skillsetu/domain';
import { SORT_LABELS } from '../components/sort-options';

/** URL search parameter of each Find Trainers filter (shareable links: /find-trainers?q=react&location=Pune). */
export const LISTING_PARAMS = {
  search: 'q',
  category: 'category',
  location: 'location',
  sort: 'sort',
  direction: 'dir',
  verified: 'verified',
} as const satisfies Record<keyof TrainerListingFilters, string>;

/**
 * The domain's DEFAULT_LISTING_FILTERS (everything, rating descending: docs/product.md#listing-and-search) as a plain
 * constant. The domain value is computed by its zod schema, so importing it would put zod and the
 * schemas in the JavaScript Find Trainers loads before first paint; listing-url.test.ts checks
 * that both are equal.
 */
export const LISTING_DEFAULTS: TrainerListingFilters = {
  search: '',
  category: null,
  location: null,
  sort: 'rating',
  direction: 'desc',
  verified: false,
};

/** Longest accepted search text in code points, as zod counts (the domain trainerListingFiltersSchema: search max 100). */
const MAX_SEARCH_LENGTH = 100;

/**
 * Validators of one URL value per filter, the same rules as the domain trainerListingFiltersSchema
 * (listing-url.test.ts compares them with the schema); null means "malformed, use the default".
 */
const PARSERS: { [K in keyof TrainerListingFilters]: (raw: string) => TrainerListingFilters[K] | null } = {
  search: (raw) => ([...raw].length <= MAX_SEARCH_LENGTH ? raw : null),
  category: (raw) => (CATEGORY_OPTIONS.includes(raw) ? raw : null),
  location: (raw) =>
    (LOCATION_OPTIONS as readonly string[]).includes(raw) ? (raw as TrainerListingFilters['location']) : null,
  sort: (raw) => (Object.hasOwn(SORT_LABELS, raw) ? (raw as ListingSort) : null),
  direction: (raw) => (raw === 'asc' || raw === 'desc' ? (raw as SortDirection) : null),
  verified: (raw) => (raw === '1' ? true : raw === '0' ? false : null),
};

/**
 * Reads Find Trainers filters from URL search params. Each parameter is validated on its own
 * with the domain schema's rules: an unknown or malformed value falls back to its default, never throws.
 */
export function filtersFromSearchParams(params: URLSearchParams): TrainerListingFilters {
  const read = <K extends keyof TrainerListingFilters>(key: K): TrainerListingFilters[K] => {
    const raw = params.get(LISTING_PARAMS[key]);
    if (raw === null) return LISTING_DEFAULTS[key];
    const parsed = (PARSERS[key] as (raw: string) => TrainerListingFilters[K] | null)(raw);
    return parsed ?? LISTING_DEFAULTS[key];
  };
  return {
    search: read('search'),
    category: read('category'),
    location: read('location'),
    sort: read('sort'),
    direction: read('direction'),
    verified: read('verified'),
  };
}

/** Number of filters the user has set (the active-filter badge; sort is not a filter). Same rule as the domain's activeFilterCount. */
export function countActiveFilters(filters: TrainerListingFilters): number {
  return [filters.search.trim() !== '', filters.category !== null, filters.location !== null, filters.verified].filter(
    Boolean,
  ).length;
}

/** URL search params for filters; values equal to the defaults are left out so links stay short. */
export function searchParamsFromFilters(filters: TrainerListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set(LISTING_PARAMS.search, search);
  if (filters.category) params.set(LISTING_PARAMS.category, filters.category);
  if (filters.location) params.set(LISTING_PARAMS.location, filters.location);
  if (filters.sort !== LISTING_DEFAULTS.sort) params.set(LISTING_PARAMS.sort, filters.sort);
  if (filters.direction !== LISTING_DEFAULTS.direction) params.set(LISTING_PARAMS.direction, filters.direction);
  if (filters.verified) params.set(LISTING_PARAMS.verified, '1');
  return params;
}
