import { describe, expect, it } from 'vitest';
import type { Course } from './schemas/course';
import type { TrainerProfile } from './schemas/trainer-profile';
import { categorySlugForExpertise } from './category-slug';
import { deriveTrainerCard, experienceYears, introductionCourse, ratingRank } from './trainer-card';

const profile = (over: Partial<TrainerProfile> = {}): TrainerProfile & { id: number } => ({
  user_id: 'u1',
  full_name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '9876543210',
  city: 'Pune',
  specialization: 'Data Science',
  experience: '6-10 years',
  bio: 'Teaches Python and statistics.',
  hourly_rate: null,
  certifications: ['M.Sc. Statistics'],
  teaching_languages: ['English', 'Hindi'],
  skills: ['Python', 'Pandas', 'python '],
  avatar_url: null,
  linkedin_url: null,
  portfolio_url: null,
  verified: true,
  created_at: new Date('2026-01-01'),
  ...over,
  id: 7,
});

const course = (over: Partial<Course> = {}): Course => ({
  id: 'c1',
  trainer_id: 'u1',
  title: 'Python for Data Analysis',
  description: null,
  price: 4999,
  duration: '1-2 months',
  category: 'Data Science',
  skills: ['NumPy'],
  mode: 'Online',
  batch_size: null,
  prerequisites: null,
  is_active: true,
  created_at: new Date('2026-02-01'),
  ...over,
});

const noStats = { students: 0, reviews: 0, averageRating: null };

describe('deriveTrainerCard', () => {
  it('applies the spec defaults to an empty profile', () => {
    const card = deriveTrainerCard(profile({ specialization: '', city: '', experience: '', skills: [] }), [], noStats);
    expect(card.expertise).toBe('General Training');
    expect(card.location).toBe('Remote');
    expect(card.experience).toBe('1+ years');
    expect(card.category).toBe('General');
    expect(card.category_group).toBe('General');
    expect(card.courses).toEqual([
      { id: 'introduction', title: 'Introduction Course', price: 2999, duration: '4 weeks', is_default: true },
    ]);
  });

  it('prices the Introduction Course at 10 x the hourly rate', () => {
    const card = deriveTrainerCard(profile({ hourly_rate: 800 }), [], noStats);
    expect(card.courses[0]?.price).toBe(8000);
    expect(card.min_price).toBe(8000);
  });

  it('uses real stats, never the spec placeholder 4.5 / 15 x / 8 x', () => {
    const none = deriveTrainerCard(profile(), [course()], noStats);
    expect(none).toMatchObject({ rating: 0, students: 0, reviews: 0 });
    const some = deriveTrainerCard(profile(), [course()], { students: 3, reviews: 2, averageRating: 4.25 });
    expect(some).toMatchObject({ rating: 4.3, students: 3, reviews: 2 });
  });

  it('lists only published courses of this trainer, oldest first', () => {
    const card = deriveTrainerCard(
      profile(),
      [
        course({ id: 'b', created_at: new Date('2026-03-01'), price: 100 }),
        course({ id: 'draft', is_active: false }),
        course({ id: 'other', trainer_id: 'u2' }),
        course({ id: 'a', created_at: new Date('2026-02-01'), duration: null, title: '' }),
      ],
      noStats,
    );
    expect(card.courses.map((c) => c.id)).toEqual(['a', 'b']);
    expect(card.courses[0]).toMatchObject({ duration: '4 weeks', title: 'Untitled Course' });
    expect(card.min_price).toBe(100);
  });

  it('merges profile and course skills without duplicates', () => {
    const card = deriveTrainerCard(profile(), [course()], noStats);
    expect(card.skills).toEqual(['Python', 'Pandas', 'NumPy']);
  });

  it('stores search tokens for name, expertise, city and skills', () => {
    const card = deriveTrainerCard(profile(), [course()], noStats);
    for (const t of ['pr', 'priya', 'sharma', 'data', 'science', 'pune', 'numpy'])
      expect(card.search_tokens).toContain(t);
  });

  it('copies the intro videos and Maps link only when they match the rules (ADR 179)', () => {
    const good = deriveTrainerCard(
      profile({
        video_link_1: 'https://youtu.be/dQw4w9WgXcQ',
        video_link_2: 'https://vimeo.com/76979871',
        google_maps_link: 'https://maps.app.goo.gl/AbC123xyz',
      }),
      [course()],
      noStats,
    );
    expect([good.video_link_1, good.video_link_2, good.google_maps_link]).toEqual([
      'https://youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://maps.app.goo.gl/AbC123xyz',
    ]);
    const bad = deriveTrainerCard(
      profile({
        video_link_1: 'javascript:alert(1)',
        video_link_2: 'https://evil.example/v',
        google_maps_link: 'https://maps.google.com.evil.example/x',
      }),
      [course()],
      noStats,
    );
    expect([bad.video_link_1, bad.video_link_2, bad.google_maps_link]).toEqual([null, null, null]);
  });

  it('is deterministic', () => {
    const a = deriveTrainerCard(profile(), [course(), course({ id: 'c2' })], noStats);
    const b = deriveTrainerCard(profile(), [course({ id: 'c2' }), course()], noStats);
    expect(a).toEqual(b);
  });
});

describe('experienceYears', () => {
  it.each([
    ['3-5 years', 3],
    ['More than 10 years', 10],
    ['1+ years', 1],
    ['fresh', 0],
  ])('%s → %d', (text, years) => expect(experienceYears(text)).toBe(years));
});

describe('introductionCourse', () => {
  it('defaults to ₹2,999 with no or zero rate', () => {
    expect(introductionCourse(null).price).toBe(2999);
    expect(introductionCourse(0).price).toBe(2999);
  });
});

describe('categorySlugForExpertise (docs/product.md#public-pages)', () => {
  it.each([
    ['Web Development', 'web-development'],
    ['Data Science', 'data-science'],
    ['Digital Marketing', 'digital-marketing'],
    ['UI/UX Design', 'ui-ux-design'],
    ['Graphic design', 'ui-ux-design'],
    ['DevOps', null],
  ])('%s → %s', (e, slug) => expect(categorySlugForExpertise(e)).toBe(slug));
});

describe('ratingRank', () => {
  it('orders by rating, then more reviews first among equal ratings; no reviews ranks lowest', () => {
    const ranked = [
      { name: 'a', rating: 4.5, reviews: 2 },
      { name: 'b', rating: 4.5, reviews: 40 },
      { name: 'c', rating: 4.6, reviews: 1 },
      { name: 'd', rating: 0, reviews: 0 },
      { name: 'e', rating: 1, reviews: 1 },
    ]
      .sort((x, y) => ratingRank(y.rating, y.reviews) - ratingRank(x.rating, x.reviews))
      .map((t) => t.name);
    expect(ranked).toEqual(['c', 'b', 'a', 'e', 'd']);
    expect(ratingRank(0, 0)).toBe(0);
    expect(ratingRank(5, 5_000_000)).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(ratingRank(4.5, 5_000_000)).toBeLessThan(ratingRank(4.6, 0));
  });
});
