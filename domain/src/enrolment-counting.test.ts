import { describe, expect, it } from 'vitest';
import { countsAsStudent, reviewHiddenMessage, studentsFromCounts } from './enrolment-counting';
import { deriveTrainerCard } from './trainer-card';

describe('enrolment counting', () => {
  it('a cancelled or refunded enrolment is not a student; active or missing status is', () => {
    expect(countsAsStudent('active')).toBe(true);
    expect(countsAsStudent(undefined)).toBe(true);
    expect(countsAsStudent('cancelled')).toBe(false);
    expect(countsAsStudent('refunded')).toBe(false);
  });

  it('students = all enrolments minus the cancelled/refunded ones, never negative', () => {
    expect(studentsFromCounts(1, 1)).toBe(0);
    expect(studentsFromCounts(5, 2)).toBe(3);
    expect(studentsFromCounts(1, 2)).toBe(0);
  });

  it('the derived card shows the counted students, not every enrolment ever made', () => {
    const profile = {
      id: 7,
      user_id: 'u1',
      full_name: 'Asha Rao',
      email: 'asha@example.com',
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
      created_at: new Date('2026-01-01'),
    };
    const card = deriveTrainerCard(
      profile,
      [],
      { students: studentsFromCounts(1, 1), reviews: 0, averageRating: null },
      { count: 0, minPrice: null },
    );
    expect(card.students).toBe(0);
    expect(card.reviews).toBe(0);
  });

  it("tells the author why the review is hidden, with the course's title", () => {
    expect(reviewHiddenMessage('Python Basics')).toBe(
      'Your review of Python Basics is hidden because your enrolment was cancelled and refunded.',
    );
  });
});
