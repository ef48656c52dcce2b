import { DEFAULT_LISTING_FILTERS } from '@skillsetu/domain';
import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams, parsePublicTrainerId, searchParamsFromFilters } from './listing-url';

describe('Find Trainers URL params', () => {
  it('round-trips filters through the URL and leaves defaults out', () => {
    const filters = {
      search: 'react',
      category: 'Design',
      location: 'Pune' as const,
      sort: 'students' as const,
      direction: 'asc' as const,
    };
    const params = searchParamsFromFilters(filters);
    expect(params.toString()).toBe('q=react&category=Design&location=Pune&sort=students&dir=asc');
    expect(filtersFromSearchParams(params)).toEqual(filters);
    expect(searchParamsFromFilters(DEFAULT_LISTING_FILTERS).toString()).toBe('');
  });

  it('falls back to the default for each unknown or malformed parameter', () => {
    const f = filtersFromSearchParams(new URLSearchParams('category=Nope&location=Atlantis&sort=price&dir=up&q=ml'));
    expect(f).toEqual({ ...DEFAULT_LISTING_FILTERS, search: 'ml' });
  });
});

describe('parsePublicTrainerId', () => {
  it('accepts positive integers only', () => {
    expect(parsePublicTrainerId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-3', '1.5', 'abc', '12abc', '1e3', '99999999999999999999'])
      expect(parsePublicTrainerId(bad)).toBeNull();
  });
});
