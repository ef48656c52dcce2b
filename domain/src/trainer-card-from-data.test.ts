import { describe, expect, it } from 'vitest';
import { trainerCardSchema } from './schemas/trainer-card';
import { deriveTrainerCard } from './trainer-card';
import { trainerCardFromData } from './trainer-card-from-data';

const card = deriveTrainerCard(
  {
    id: 7,
    user_id: 'u1',
    full_name: 'Priya Sharma',
    email: 'priya@example.com',
    phone: '',
    city: 'Pune',
    specialization: 'Data Science',
    experience: '6-10 years',
    bio: 'Teaches Python.',
    hourly_rate: 500,
    certifications: [],
    teaching_languages: ['English'],
    skills: ['Python'],
    avatar_url: null,
    linkedin_url: 'https://www.linkedin.com/in/priya',
    portfolio_url: null,
    verified: true,
    created_at: new Date('2026-01-01'),
  },
  [],
  { students: 3, reviews: 2, averageRating: 4.5 },
);

describe('trainerCardFromData', () => {
  it('reads a well-formed card as the schema does', () => {
    expect(trainerCardFromData('u1', { ...card })).toEqual(trainerCardSchema.parse(card));
  });

  it('gives the card defaults for a document of any other shape', () => {
    const read = trainerCardFromData('u9', {
      name: 42,
      rating: 'x',
      skills: ['Go', 3],
      courses: [null, { title: 'T' }],
    });
    expect(trainerCardSchema.safeParse({ ...read, id: 1 }).success).toBe(true);
    expect(read).toMatchObject({
      uid: 'u9',
      name: 'Trainer',
      expertise: 'General Training',
      location: 'Remote',
      rating: 0,
      skills: ['Go'],
      image: null,
      linkedin_url: null,
      courses: [{ id: '', title: 'T', price: 0, duration: '4 weeks', is_default: false }],
    });
  });
});

describe('trainerCardFromData, optional fields', () => {
  it("keeps a verified card's decision and leaves the fields out when absent", () => {
    const read = trainerCardFromData('u1', {
      ...card,
      verified_at: '2026-03-01T00:00:00.000Z',
      verification_checks: ['identity', 'bogus'],
    });
    expect(read).toMatchObject({ verified_at: '2026-03-01T00:00:00.000Z', verification_checks: ['identity'] });
    const bare = trainerCardFromData('u2', {});
    expect('verified_at' in bare || 'verification_checks' in bare).toBe(false);
    expect(bare.uid).toBe('u2');
  });
});

describe('a card stored under the older names (before ADR 269)', () => {
  const video = 'https://youtu.be/dQw4w9WgXcQ';
  const older = {
    hourlyRate: 800,
    linkedinUrl: 'https://linkedin.com/in/asha',
    portfolioUrl: null,
    videoLink1: video,
    googleMapsLink: 'not a maps link',
  };

  it('reads them under the profile names, leniently and through the schema', () => {
    const read = trainerCardFromData('u1', { ...older, id: 7, name: 'Asha' });
    expect(read).toMatchObject({
      hourly_rate: 800,
      linkedin_url: 'https://linkedin.com/in/asha',
      portfolio_url: null,
      video_link_1: video,
      video_link_2: null,
      google_maps_link: null,
    });
    expect(read).not.toHaveProperty('hourlyRate');
    const parsed = trainerCardSchema.safeParse({ ...read, ...older, hourly_rate: undefined });
    expect(parsed.success && parsed.data).toMatchObject({ hourly_rate: 800, video_link_1: video });
    expect(parsed.success && Object.keys(parsed.data)).not.toContain('linkedinUrl');
  });

  it('prefers a field under its new name to the older one', () => {
    expect(trainerCardFromData('u1', { hourlyRate: 800, hourly_rate: 900 }).hourly_rate).toBe(900);
  });
});
