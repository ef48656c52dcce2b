import { z } from 'zod';
import { TRAINERS_PAGE_SIZE } from './constants';
import { CATEGORY_GROUPS, CATEGORY_OPTIONS, LOCATION_OPTIONS } from './options';
import { searchQueryToken } from './search-tokens';

/**
 * Sort keys of Find Trainers (spec §2, §9) mapped to the trainer card field Firestore orders by;
 * rating orders by rating_rank, so ties in rating list more reviews first (ratingRank).
 */
export const LISTING_SORT_FIELDS = {
  rating: 'rating_rank',
  students: 'students',
  experience: 'experience_years',
  reviews: 'reviews',
} as const;
export type ListingSort = keyof typeof LISTING_SORT_FIELDS;
export type SortDirection = 'asc' | 'desc';

/** Find Trainers filters as the page holds them (and as the URL search params carry them). */
export const trainerListingFiltersSchema = z.object({
  search: z.string().max(100).default(''),
  category: z
    .enum(CATEGORY_OPTIONS as [string, ...string[]])
    .nullable()
    .default(null),
  location: z.enum(LOCATION_OPTIONS).nullable().default(null),
  sort: z.enum(['rating', 'students', 'experience', 'reviews']).default('rating'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export type TrainerListingFilters = z.infer<typeof trainerListingFiltersSchema>;

/** Default filters: everything, rating descending (spec §9). */
export const DEFAULT_LISTING_FILTERS: TrainerListingFilters = trainerListingFiltersSchema.parse({});

export interface QueryConstraintSpec {
  where: { field: string; op: '==' | 'array-contains'; value: string }[];
  orderBy: { field: string; direction: SortDirection };
  limit: number;
}

/**
 * The Firestore query on `trainer_cards` for a set of filters, as plain data so the web app
 * builds it with the SDK and scripts/ can generate the composite indexes it needs.
 */
export function listingQuerySpec(
  filters: TrainerListingFilters,
  pageSize: number = TRAINERS_PAGE_SIZE,
): QueryConstraintSpec {
  const where: QueryConstraintSpec['where'] = [];
  if (filters.category) {
    const isGroup = (CATEGORY_GROUPS as readonly string[]).includes(filters.category);
    where.push({ field: isGroup ? 'category_group' : 'category', op: '==', value: filters.category });
  }
  if (filters.location) where.push({ field: 'location', op: '==', value: filters.location });
  const token = searchQueryToken(filters.search);
  if (token) where.push({ field: 'search_tokens', op: 'array-contains', value: token });
  return {
    where,
    orderBy: { field: LISTING_SORT_FIELDS[filters.sort], direction: filters.direction },
    limit: pageSize,
  };
}

/** Number of filters the user has set (the active-filter badge; sort is not a filter). */
export function activeFilterCount(filters: TrainerListingFilters): number {
  return [filters.search.trim() !== '', filters.category !== null, filters.location !== null].filter(Boolean).length;
}

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

/**
 * Every composite index the Find Trainers queries need: each combination of the category,
 * location and text filters with each sort field in each direction. Used to generate and to
 * check firestore.indexes.json.
 */
export function listingCompositeIndexes(): { collectionGroup: string; queryScope: string; fields: IndexField[] }[] {
  const categoryFields = [null, 'category', 'category_group'];
  const out: { collectionGroup: string; queryScope: string; fields: IndexField[] }[] = [];
  for (const cat of categoryFields)
    for (const loc of [false, true])
      for (const token of [false, true]) {
        if (!cat && !loc && !token) continue; // single-field indexes serve this
        for (const sortField of Object.values(LISTING_SORT_FIELDS))
          for (const order of ['ASCENDING', 'DESCENDING'] as const) {
            const fields: IndexField[] = [];
            if (cat) fields.push({ fieldPath: cat, order: 'ASCENDING' });
            if (loc) fields.push({ fieldPath: 'location', order: 'ASCENDING' });
            if (token) fields.push({ fieldPath: 'search_tokens', arrayConfig: 'CONTAINS' });
            fields.push({ fieldPath: sortField, order });
            out.push({ collectionGroup: 'trainer_cards', queryScope: 'COLLECTION', fields });
          }
      }
  return out;
}
