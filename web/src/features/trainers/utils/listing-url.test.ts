import {
  activeFilterCount,
  CATEGORY_OPTIONS,
  DEFAULT_LISTING_FILTERS,
  LOCATION_OPTIONS,
  trainerListingFiltersSchema,
  type TrainerListingFilters,
} from '@skillsetu/domain';
import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  filtersFromSearchParams,
  LISTING_DEFAULTS,
  LISTING_PARAMS,
  searchParamsFromFilters,
} from './listing-url';
import { parsePublicTrainerId } from '../api/worker/client';

describe('Find Trainers URL params', () => {
  it('round-trips filters through the URL and leaves defaults out', () => {
    const filters = {
      search: 'react',
      category: 'Design',
      location: 'Pune' as const,
      sort: 'students' as const,
      direction: 'asc' as const,
      verified: true,
    };
    const params = searchParamsFromFilters(filters);
    expect(params.toString()).toBe('q=react&category=Design&location=Pune&sort=students&dir=asc&verified=1');
    expect(filtersFromSearchParams(params)).toEqual(filters);
    expect(searchParamsFromFilters(DEFAULT_LISTING_FILTERS).toString()).toBe('');
  });

  it('falls back to the default for each unknown or malformed parameter', () => {
    const f = filtersFromSearchParams(new URLSearchParams('category=Nope&location=Atlantis&sort=price&dir=up&q=ml'));
    expect(f).toEqual({ ...DEFAULT_LISTING_FILTERS, search: 'ml' });
  });

  it('has the same defaults as the domain schema', () => {
    expect(LISTING_DEFAULTS).toEqual(DEFAULT_LISTING_FILTERS);
  });

  it('accepts and rejects exactly what the domain schema does, parameter by parameter', () => {
    const shape = trainerListingFiltersSchema.shape;
    const candidates: Record<keyof TrainerListingFilters, string[]> = {
      search: [
        '',
        'react',
        '  spaced  ',
        'x'.repeat(100),
        'x'.repeat(101),
        'ज्ञान',
        '😀'.repeat(100),
        '😀'.repeat(101),
        'a\ud800'.repeat(50),
        'a\ud800'.repeat(51),
        '\ud83d\ude00a'.repeat(34),
      ],
      category: [...CATEGORY_OPTIONS, '', 'technology', 'Nope', 'all', 'toString', '__proto__'],
      location: [...LOCATION_OPTIONS, '', 'pune', 'Atlantis', 'all', 'constructor'],
      sort: ['rating', 'students', 'experience', 'reviews', '', 'price', 'Rating', 'toString', 'hasOwnProperty'],
      direction: ['asc', 'desc', '', 'up', 'DESC', 'valueOf'],
      verified: [], // a boolean in the schema, '1' in the URL: checked below
    };
    for (const raw of ['0', '', 'true', 'yes'])
      expect(filtersFromSearchParams(new URLSearchParams([['verified', raw]])).verified).toBe(false);
    expect(filtersFromSearchParams(new URLSearchParams('verified=1')).verified).toBe(true);
    for (const key of Object.keys(candidates) as (keyof TrainerListingFilters)[]) {
      for (const raw of candidates[key]) {
        const params = new URLSearchParams([[LISTING_PARAMS[key], raw]]);
        const parsed = shape[key].safeParse(params.get(LISTING_PARAMS[key]));
        const expected = parsed.success ? parsed.data : DEFAULT_LISTING_FILTERS[key];
        const got = filtersFromSearchParams(params)[key];
        expect({ key, raw, value: got }).toEqual({ key, raw, value: expected });
      }
    }
  });

  it('counts active filters as the domain does', () => {
    const cases: TrainerListingFilters[] = [
      DEFAULT_LISTING_FILTERS,
      { ...DEFAULT_LISTING_FILTERS, search: '   ' },
      { ...DEFAULT_LISTING_FILTERS, search: 'ml', category: 'Design' },
      { ...DEFAULT_LISTING_FILTERS, search: 'ml', category: 'Design', location: 'Pune', sort: 'reviews' },
    ];
    for (const f of cases) expect(countActiveFilters(f)).toBe(activeFilterCount(f));
  });
});

describe('parsePublicTrainerId', () => {
  it('accepts positive integers only', () => {
    expect(parsePublicTrainerId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-3', '1.5', 'abc', '12abc', '1e3', '99999999999999999999'])
      expect(parsePublicTrainerId(bad)).toBeNull();
  });
});
