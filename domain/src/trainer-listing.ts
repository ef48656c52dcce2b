import { z } from 'zod';
import { TRAINERS_PAGE_SIZE } from './constants';
import { CATEGORY_GROUPS, CATEGORY_OPTIONS, LOCATION_OPTIONS } from './options';
import { parseSearchQuery, rankTerms } from './search-query';

/**
 * Sort keys of Find Trainers (docs/product.md#listing-and-search) mapped to the trainer card field Firestore orders by;
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
  /** 'Verified only' toggle (docs/decisions/071-honest-numbers.md). */
  verified: z.boolean().default(false),
});
export type TrainerListingFilters = z.infer<typeof trainerListingFiltersSchema>;

/** Default filters: everything, rating descending (docs/product.md#listing-and-search). */
export const DEFAULT_LISTING_FILTERS: TrainerListingFilters = trainerListingFiltersSchema.parse({});

export interface QueryConstraintSpec {
  where: { field: string; op: '==' | 'array-contains'; value: string | boolean }[];
  orderBy: { field: string; direction: SortDirection }[];
  limit: number;
  /**
   * Further search terms every result must carry in `search_tokens` (Firestore allows one
   * array-contains): the reader drops documents missing one. With any, `limit` is 3 x the page
   * size, so a page costs at most 3 x the page size in reads (docs/decisions/070-discovery-search.md).
   */
  match: string[];
}

/** A page of a multi-word search scans up to this many pages of documents (the read bound). */
export const SEARCH_SCAN_FACTOR = 3;

/**
 * The default order (rating, highest first): verified trainers first, then rating_rank (rating,
 * then more reviews: ratingRank).
 */
const DEFAULT_ORDER: QueryConstraintSpec['orderBy'] = [
  { field: 'verified', direction: 'desc' },
  { field: 'rating_rank', direction: 'desc' },
];

/** Order of a sort: rating descending is the default order above; every other is one field. */
function orderOf(sort: ListingSort, direction: SortDirection): QueryConstraintSpec['orderBy'] {
  return sort === 'rating' && direction === 'desc' ? DEFAULT_ORDER : [{ field: LISTING_SORT_FIELDS[sort], direction }];
}

/**
 * The Firestore query on `trainer_cards` for a set of filters, as plain data so the web app
 * builds it with the SDK and scripts/ can generate the composite indexes it needs. The search text
 * is parsed (parseSearchQuery): a named city or specialization becomes that filter unless the page
 * has one set; its most selective term is the array-contains, the others go to `match`.
 */
export function listingQuerySpec(
  filters: TrainerListingFilters,
  pageSize: number = TRAINERS_PAGE_SIZE,
): QueryConstraintSpec {
  const parsed = parseSearchQuery(filters.search, { category: !!filters.category, location: !!filters.location });
  const category = filters.category ?? parsed.category;
  const location = filters.location ?? parsed.location;
  const where: QueryConstraintSpec['where'] = [];
  if (category) {
    const isGroup = (CATEGORY_GROUPS as readonly string[]).includes(category);
    where.push({ field: isGroup ? 'category_group' : 'category', op: '==', value: category });
  }
  if (location) where.push({ field: 'location', op: '==', value: location });
  if (filters.verified) where.push({ field: 'verified', op: '==', value: true });
  const [token, ...match] = rankTerms(parsed.terms);
  if (token) where.push({ field: 'search_tokens', op: 'array-contains', value: token });
  return {
    where,
    // never order by a field the query filters by equality (verified == true)
    orderBy: orderOf(filters.sort, filters.direction).filter((o) => !(filters.verified && o.field === 'verified')),
    limit: match.length > 0 ? pageSize * SEARCH_SCAN_FACTOR : pageSize,
    match,
  };
}

/** True when a card's search tokens hold every `match` term of a spec (the reader's AND filter). */
export function matchesAllTerms(searchTokens: readonly string[], match: readonly string[]): boolean {
  return match.every((t) => searchTokens.includes(t));
}

/** Number of filters the user has set (the active-filter badge; sort is not a filter). */
export function activeFilterCount(filters: TrainerListingFilters): number {
  return [filters.search.trim() !== '', filters.category !== null, filters.location !== null, filters.verified].filter(
    Boolean,
  ).length;
}

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

/**
 * Every composite index the Find Trainers queries need: each combination of the category,
 * location, verified and text filters with each sort in each direction (the default order's
 * three fields as one). Used to generate and to check firestore.indexes.json.
 */
export function listingCompositeIndexes(): { collectionGroup: string; queryScope: string; fields: IndexField[] }[] {
  const categoryFields = [null, 'category', 'category_group'];
  const sorts = (Object.keys(LISTING_SORT_FIELDS) as ListingSort[]).flatMap((sort) =>
    (['asc', 'desc'] as const).map((direction) => orderOf(sort, direction)),
  );
  const out: { collectionGroup: string; queryScope: string; fields: IndexField[] }[] = [];
  for (const verified of [false, true])
    for (const cat of categoryFields)
      for (const loc of [false, true])
        for (const token of [false, true]) {
          // verified combines with one other filter at most: more rely on index merging (ADR 071)
          if (verified && [cat, loc, token].filter(Boolean).length > 1) continue;
          for (const order of sorts) {
            const equalities = [cat, loc ? 'location' : null, verified ? 'verified' : null].filter(
              (x): x is string => x !== null,
            );
            const sortFields = order.filter((o) => !equalities.includes(o.field));
            // one filter or none with a one-field sort: single-field indexes serve it
            if (equalities.length + (token ? 1 : 0) + sortFields.length <= 1) continue;
            const fields: IndexField[] = equalities.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const }));
            if (token) fields.push({ fieldPath: 'search_tokens', arrayConfig: 'CONTAINS' });
            for (const o of sortFields)
              fields.push({ fieldPath: o.field, order: o.direction === 'asc' ? 'ASCENDING' : 'DESCENDING' });
            out.push({ collectionGroup: 'trainer_cards', queryScope: 'COLLECTION', fields });
          }
        }
  return out;
}
