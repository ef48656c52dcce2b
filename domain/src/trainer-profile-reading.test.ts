import { describe, expect, it } from 'vitest';
import { trainerProfileSchema, type TrainerProfile } from './schemas/trainer-profile';
import { readFieldByField } from './schemas/read-field-by-field';
import { deriveTrainerCard } from './trainer-card';
import { readTrainerProfile, trainerProfileFromCard } from './trainer-profile-reading';

const AVATAR = 'https://firebasestorage.googleapis.com/v0/b/demo/o/avatars%2Fu1%2Fa.png?alt=media';

const profile: TrainerProfile = {
  id: 7,
  user_id: 'u1',
  full_name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '98765 43210',
  city: 'Pune',
  specialization: 'Data Science',
  experience: '6-10 years',
  bio: 'Teaches Python.',
  hourly_rate: 500,
  certifications: ['AWS Certified'],
  teaching_languages: ['English', 'Hindi'],
  skills: ['Python', 'SQL'],
  avatar_url: AVATAR,
  linkedin_url: 'https://www.linkedin.com/in/priya',
  portfolio_url: null,
  verified: true,
  created_at: new Date('2026-01-01T00:00:00Z'),
};

describe('readTrainerProfile', () => {
  it('reads a valid document as the schema does', () => {
    const read = readTrainerProfile('u1', { ...profile });
    expect(read).toEqual({ value: trainerProfileSchema.parse(profile), valid: true, dropped: [] });
  });

  it('drops each invalid field to its empty value, keeps the others and names what it dropped', () => {
    const read = readTrainerProfile('u1', {
      ...profile,
      user_id: 'someone-else',
      city: 42,
      hourly_rate: -5,
      skills: ['Go', 3, '🚀', '  Rust  '],
      linkedin_url: 'javascript:alert(1)',
      avatar_url: AVATAR.replace('avatars%2Fu1', 'avatars%2Fu2'),
    });
    expect(read.valid).toBe(true);
    expect(read.value).toMatchObject({
      user_id: 'u1',
      full_name: 'Priya Sharma',
      city: '',
      hourly_rate: null,
      skills: ['Go', 'Rust'],
      linkedin_url: null,
      avatar_url: null,
      verified: true,
    });
    expect(read.dropped.sort()).toEqual(['avatar_url', 'city', 'hourly_rate', 'linkedin_url', 'skills']);
  });

  it('turns Timestamps (anything with toDate) into Dates and gives missing fields their empty values', () => {
    const at = new Date('2026-02-03T04:05:06Z');
    const read = readTrainerProfile('u1', {
      full_name: 'Asha',
      specialization: 'Web Development',
      created_at: { toDate: () => at },
    });
    expect(read.valid).toBe(true);
    expect(read.dropped).toEqual([]);
    expect(read.value).toMatchObject({
      id: null,
      email: '',
      phone: '',
      hourly_rate: null,
      skills: [],
      avatar_url: null,
      linkedin_url: null,
      verified: false,
      created_at: at,
    });
    expect(read.value.verified_at).toBeUndefined();
  });

  it("keeps at most the schema's number of list items", () => {
    const skills = Array.from({ length: 45 }, (_, i) => `Skill ${i}`);
    const read = readTrainerProfile('u1', { ...profile, skills });
    expect(read.value.skills).toEqual(skills.slice(0, 30));
    expect(read.dropped).toEqual(['skills']);
  });

  it('uses the fallbacks for a blank required name, and reports an unusable reading as not valid', () => {
    const blank = { ...profile, full_name: '   ', specialization: '' };
    expect(readTrainerProfile('u1', blank).valid).toBe(false);
    const read = readTrainerProfile('u1', blank, { full_name: 'Trainer', specialization: 'General Training' });
    expect(read.valid).toBe(true);
    expect(read.value).toMatchObject({ full_name: 'Trainer', specialization: 'General Training' });
  });

  it('never throws, whatever the document', () => {
    for (const data of [
      {},
      { skills: 'x' },
      { created_at: 'yesterday' },
      { verification_checks: ['identity', 'bogus'] },
    ]) {
      expect(() => readTrainerProfile('u1', data)).not.toThrow();
    }
    expect(readTrainerProfile('u1', { verification_checks: ['identity', 'bogus'] }).value.verification_checks).toEqual([
      'identity',
    ]);
  });
});

describe('readFieldByField', () => {
  it('applies fixed values whatever the document says', () => {
    const read = readFieldByField(trainerProfileSchema, { ...profile, verified: false }, { fixed: { verified: true } });
    expect(read.value.verified).toBe(true);
  });
});

describe('trainerProfileFromCard', () => {
  it('gives back the public fields of the profile the card was derived from, and no private ones', () => {
    const card = deriveTrainerCard({ ...profile, id: 7 }, [], { students: 0, reviews: 0, averageRating: null });
    expect(trainerProfileFromCard(card)).toMatchObject({
      ...profile,
      email: '',
      phone: '',
      created_at: new Date(0),
    });
  });

  it('maps the card defaults of a bare profile back to blanks', () => {
    const card = deriveTrainerCard(
      { ...profile, id: 8, specialization: '', city: '', avatar_url: null, verified: false },
      [],
      { students: 0, reviews: 0, averageRating: null },
    );
    expect(trainerProfileFromCard(card)).toMatchObject({
      id: 8,
      specialization: '',
      avatar_url: null,
      verified: false,
    });
  });
});
