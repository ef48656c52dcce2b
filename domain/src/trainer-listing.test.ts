import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  listingCompositeIndexes,
  listingQuerySpec,
  trainerListingFiltersSchema,
} from './trainer-listing';
import { searchQueryToken, searchTokens } from './search-tokens';

const f = (over: object = {}) => trainerListingFiltersSchema.parse(over);

describe('listingQuerySpec', () => {
  it('defaults to verified first, then rating_rank descending (rating, then reviews), with no filter', () => {
    expect(listingQuerySpec(f())).toEqual({
      where: [],
      orderBy: [
        { field: 'verified', direction: 'desc' },
        { field: 'rating_rank', direction: 'desc' },
      ],
      limit: 12,
      match: [],
    });
  });

  it('filters a specialization on category and a broad group on category_group', () => {
    expect(listingQuerySpec(f({ category: 'Data Science' })).where).toEqual([
      { field: 'category', op: '==', value: 'Data Science' },
    ]);
    expect(listingQuerySpec(f({ category: 'Technology' })).where).toEqual([
      { field: 'category_group', op: '==', value: 'Technology' },
    ]);
  });

  it('combines location, text search and experience sort', () => {
    const spec = listingQuerySpec(
      f({ location: 'Pune', search: ' React native ', sort: 'experience', direction: 'asc' }),
    );
    expect(spec.where).toEqual([
      { field: 'location', op: '==', value: 'Pune' },
      { field: 'search_tokens', op: 'array-contains', value: 'native' },
    ]);
    expect(spec.match).toEqual(['react']);
    expect(spec.orderBy).toEqual([{ field: 'experience_years', direction: 'asc' }]);
  });

  it('rejects unknown categories, cities and sorts', () => {
    expect(() => f({ category: 'Astrology' })).toThrow();
    expect(() => f({ location: 'Paris' })).toThrow();
    expect(() => f({ sort: 'price' })).toThrow();
  });
});

describe('listingCompositeIndexes', () => {
  it('covers every filtered query shape with both directions', () => {
    const indexes = listingCompositeIndexes();
    // 11 filter combinations x 8 sorts, the default order's own index, verified with one filter or none
    expect(indexes).toHaveLength(11 * 8 + 1 + 5 * 8);
    const key = (fields: { fieldPath: string }[]) => fields.map((x) => x.fieldPath).join(',');
    const spec = listingQuerySpec(
      f({ category: 'Design', location: 'Delhi', search: 'figma', sort: 'reviews', direction: 'asc' }),
    );
    const wanted = [...spec.where.map((w) => w.field), ...spec.orderBy.map((o) => o.field)].join(',');
    const match = indexes.find((i) => key(i.fields) === wanted && i.fields.at(-1)?.order === 'ASCENDING');
    expect(match).toBeDefined();
  });
});

describe('activeFilterCount', () => {
  it('counts search, category and location but not sort', () => {
    expect(activeFilterCount(f())).toBe(0);
    expect(activeFilterCount(f({ search: 'x', location: 'Pune', sort: 'students' }))).toBe(2);
    expect(activeFilterCount(f({ verified: true }))).toBe(1);
  });
});

describe('search tokens', () => {
  it('stores prefixes and queries by the longest word', () => {
    expect(searchTokens(['UI/UX Design'])).toEqual(['ui', 'ux', 'de', 'des', 'desi', 'desig', 'design']);
    expect(searchQueryToken('  ')).toBeNull();
    expect(searchQueryToken('Learn REACT')).toBe('learn');
    expect(searchQueryToken('Machine learning')).toBe('learning');
  });
});
