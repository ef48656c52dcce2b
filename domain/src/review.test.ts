import { describe, expect, it } from 'vitest';
import { deriveTrainerCard } from './trainer-card';
import { reviewerDisplayName, reviewInputSchema, reviewStatsOf } from './schemas/review';

describe('reviewerDisplayName (first name and last initial)', () => {
  it.each([
    ['Priya Sharma', 'Priya S.'],
    ['  aarav  kumar mehta ', 'aarav M.'],
    ['Madonna', 'Madonna'],
    ['', 'Learner'],
  ])('%s → %s', (full, shown) => expect(reviewerDisplayName(full)).toBe(shown));
});

describe('reviewInputSchema', () => {
  it('accepts whole stars 1..5 and 10..2,000 characters (trimmed)', () => {
    expect(reviewInputSchema.parse({ rating: 1, text: '  0123456789  ' })).toEqual({ rating: 1, text: '0123456789' });
    expect(reviewInputSchema.safeParse({ rating: 5, text: 'x'.repeat(2000) }).success).toBe(true);
  });
  it.each([
    [{ rating: 0, text: 'Long enough text' }],
    [{ rating: 6, text: 'Long enough text' }],
    [{ rating: 4.5, text: 'Long enough text' }],
    [{ rating: '5', text: 'Long enough text' }],
    [{ rating: 5, text: '   short   ' }],
    [{ rating: 5, text: 'x'.repeat(2001) }],
  ])('rejects %j', (input) => expect(reviewInputSchema.safeParse(input).success).toBe(false));
});

describe('reviewStatsOf', () => {
  it('counts, averages to one decimal as the trainer card does, and is zero without reviews', () => {
    expect(reviewStatsOf([0, 0, 0, 0, 0])).toEqual({ reviews: 0, rating: 0, stars: [0, 0, 0, 0, 0] });
    const stats = reviewStatsOf([1, 0, 2, 3, 7]);
    expect(stats).toEqual({ reviews: 13, rating: 4.2, stars: [1, 0, 2, 3, 7] });
    const ratings = [1, 3, 3, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5];
    const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    expect(Math.round(mean * 10) / 10).toBe(stats.rating);
  });
});

// The card's rating (docs/architecture.md#decision-1): one decimal, 0 ('--') only when there is no review.
describe('deriveTrainerCard stats', () => {
  it('rounds the mean to one decimal', () => {
    const profile = {
      id: 7,
      user_id: 'u1',
      full_name: 'Kiran Rao',
      email: 'k@example.com',
      phone: '',
      city: 'Pune',
      specialization: 'Data Science',
      experience: '3-5 years',
      bio: '',
      hourly_rate: null,
      certifications: [],
      teaching_languages: [],
      skills: [],
      avatar_url: null,
      linkedin_url: null,
      portfolio_url: null,
      verified: false,
      created_at: new Date(0),
    };
    expect(deriveTrainerCard(profile, [], { students: 3, reviews: 3, averageRating: 13 / 3 }).rating).toBe(4.3);
    expect(deriveTrainerCard(profile, [], { students: 0, reviews: 0, averageRating: null }).rating).toBe(0);
  });
});
