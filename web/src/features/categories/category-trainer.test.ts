import { describe, expect, it } from 'vitest';
import { enrolAmount, filterAndSort, fromSample, type CategoryTrainer } from './category-trainer';
import { SAMPLE_TRAINERS } from './sample-trainers';

const web = SAMPLE_TRAINERS['web-development']!.map(fromSample);

describe('category page search and sorts (docs/product.md#public-pages)', () => {
  it('Highest Rated sorts by rating descending', () => {
    const ratings = filterAndSort(web, '', 'rating', 'web-development').map((t) => t.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('Most Students sorts by students descending', () => {
    const students = filterAndSort(web, '', 'students', 'web-development').map((t) => t.students);
    expect(students).toEqual([...students].sort((a, b) => b - a));
  });

  it('price sorts ascending, using the category fallback for a trainer with no course', () => {
    const out = filterAndSort(web, '', 'price', 'web-development');
    expect(out.map((t) => enrolAmount(t, 'web-development'))).toEqual([5999, 7999, 7999]);
  });

  it('search matches name, expertise, location and skills, case-insensitively', () => {
    expect(filterAndSort(web, 'django', 'rating', 'web-development').map((t) => t.name)).toEqual(['Arjun Nair']);
    expect(filterAndSort(web, 'PUNE', 'rating', 'web-development').map((t) => t.name)).toEqual(['Sneha Kulkarni']);
    expect(filterAndSort(web, 'cobol', 'rating', 'web-development')).toEqual([]);
  });

  it.each([
    ['web-development', 7999],
    ['data-science', 9499],
    ['digital-marketing', 6999],
    ['ui-ux-design', 8999],
  ])('fallback enrol amount for %s is ₹%i (docs/product.md#public-pages)', (slug, amount) => {
    const noCourse: CategoryTrainer = { ...web[0]!, firstCourse: null };
    expect(enrolAmount(noCourse, slug)).toBe(amount);
  });
});
