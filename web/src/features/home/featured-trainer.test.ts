import { describe, expect, it } from 'vitest';
import { SAMPLE_FEATURED_TRAINERS } from './content/sample-featured-trainers';
import { featuredTrainerHref, fillFeatured, type FeaturedTrainer } from './featured-trainer';

const live = (key: string): FeaturedTrainer => ({ ...SAMPLE_FEATURED_TRAINERS[0]!, key, name: `Live ${key}` });

describe('featured trainers (docs/product.md#public-pages)', () => {
  it('puts live cards first and fills up to four with samples', () => {
    const out = fillFeatured([live('a'), live('b')], SAMPLE_FEATURED_TRAINERS, 4);
    expect(out.map((t) => t.key)).toEqual(['a', 'b', 'sample-1', 'sample-2']);
    expect(fillFeatured([], SAMPLE_FEATURED_TRAINERS, 4)).toHaveLength(4);
  });

  it.each([
    ['Full Stack Web Developer', '/categories/web-development'],
    ['Data Scientist', '/categories/data-science'],
    ['Digital Marketing Strategist', '/categories/digital-marketing'],
    ['UI/UX Designer', '/categories/ui-ux-design'],
    ['Yoga Instructor', '/find-trainers'],
  ])('%s → %s', (expertise, href) => expect(featuredTrainerHref(expertise)).toBe(href));
});
