import { describe, expect, it } from 'vitest';
import { roundedCount, siteStatValues } from './site-stat-values';

describe('roundedCount', () => {
  it('rounds down, never above the real number', () => {
    expect(roundedCount(0)).toBe('0');
    expect(roundedCount(7)).toBe('7');
    expect(roundedCount(31)).toBe('30+');
    expect(roundedCount(99)).toBe('90+');
    expect(roundedCount(1234)).toBe('1,200+');
    expect(roundedCount(10_400)).toBe('10K+');
  });
});

describe('siteStatValues', () => {
  it('shows rounded real numbers while they are below the spec figures', () => {
    expect(siteStatValues({ learners: 12, verified_trainers: 31, categories: 15, average_rating: 4.56 })).toEqual({
      learners: '10+',
      verified_trainers: '30+',
      categories: '10+',
      average_rating: '4.5',
    });
  });

  it("uses the spec's figures only once the real numbers reach them", () => {
    expect(siteStatValues({ learners: 25_000, verified_trainers: 800, categories: 60, average_rating: 4.95 })).toEqual({
      learners: '10K+',
      verified_trainers: '500+',
      categories: '50+',
      average_rating: '4.9',
    });
  });

  it('has no rating while nobody has reviews', () => {
    expect(
      siteStatValues({ learners: 0, verified_trainers: 0, categories: 0, average_rating: null }).average_rating,
    ).toBeNull();
  });
});
