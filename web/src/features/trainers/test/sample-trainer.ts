import { deriveTrainerCard, type TrainerCard } from '@skillsetu/domain';

/** A realistic trainer card for component tests (derived by the domain rules, then overridden). */
export function sampleTrainer(overrides: Partial<TrainerCard> = {}): TrainerCard {
  const card = deriveTrainerCard(
    {
      id: 7,
      user_id: 'uid-7',
      full_name: 'Ananya Iyer',
      email: 'ananya@example.com',
      phone: '',
      city: 'Pune',
      specialization: 'Data Science',
      experience: '6-10 years',
      bio: 'I teach practical data science.',
      hourly_rate: null,
      certifications: ['Google Data Analytics'],
      teaching_languages: ['English', 'Hindi'],
      skills: ['Python', 'Pandas', 'SQL', 'Tableau', 'Statistics'],
      avatar_url: null,
      linkedin_url: 'https://www.linkedin.com/in/ananya-iyer',
      portfolio_url: null,
      verified: true,
      created_at: new Date('2026-01-01T00:00:00Z'),
    },
    [],
    { students: 0, reviews: 0, averageRating: null },
  );
  return { ...card, ...overrides };
}
