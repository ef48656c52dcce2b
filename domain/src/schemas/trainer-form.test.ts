import { describe, expect, it } from 'vitest';
import {
  addSkill,
  coursesToCreate,
  emptyCourseEntry,
  emptyTrainerForm,
  parseLanguages,
  toCourseWrite,
  toTrainerProfileWrite,
  trainerFormSchema,
} from './trainer-form';
import { TRAINER_WRITTEN_FIELDS, trainerProfileWriteSchema } from './trainer-profile';

describe('trainer form rules (docs/product.md#trainer-profiles-and-verification)', () => {
  it('languages split on commas and trimmed; empties dropped', () => {
    expect(parseLanguages(' English, Hindi ,, Tamil ,')).toEqual(['English', 'Hindi', 'Tamil']);
  });

  it('skills trimmed, non-empty, unique', () => {
    expect(addSkill(['React'], '  SQL ')).toEqual(['React', 'SQL']);
    expect(addSkill(['React'], 'react')).toEqual(['React']);
    expect(addSkill(['React'], '   ')).toEqual(['React']);
  });

  it('onboarding creates only courses with a title and a numeric price; create keeps titled ones', () => {
    const entries = [
      { ...emptyCourseEntry(), title: 'A', totalPrice: '4999' },
      { ...emptyCourseEntry(), title: 'B', totalPrice: '' },
      { ...emptyCourseEntry(), title: '', totalPrice: '100' },
      { ...emptyCourseEntry(), title: 'C', totalPrice: '0' },
    ];
    expect(coursesToCreate(entries, 'onboarding').map((c) => c.title)).toEqual(['A', 'C']);
    expect(coursesToCreate(entries, 'create').map((c) => c.title)).toEqual(['A', 'B', 'C']);
  });

  it('requires full name, email, specialization and at least one course entry', () => {
    const r = trainerFormSchema.safeParse({ ...emptyTrainerForm(), courses: [] });
    expect(r.success).toBe(false);
    const paths = r.success ? [] : r.error.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['full_name', 'email', 'specialization', 'courses']));
  });

  it('hourly rate is optional; the profile write has the allowlisted keys only (no verified, no id)', () => {
    const input = {
      ...emptyTrainerForm({ full_name: 'A', email: 'a@b.co' }),
      specialization: 'DevOps',
      education: 'B.Sc',
    };
    const w = toTrainerProfileWrite('u1', trainerFormSchema.parse(input));
    expect(w.hourly_rate).toBeNull();
    expect(w.certifications).toEqual(['B.Sc']);
    expect(Object.keys(w).sort()).toEqual(Object.keys(TRAINER_WRITTEN_FIELDS).sort());
    expect(trainerProfileWriteSchema.safeParse(w).success).toBe(true);
    const rated = trainerFormSchema.parse({ ...input, hourly_rate: ' 750 ' });
    expect(toTrainerProfileWrite('u1', rated).hourly_rate).toBe(750);
    const course = toCourseWrite('u1', { ...emptyCourseEntry(), title: 'X', totalPrice: '99.5' }, 'DevOps', []);
    expect(course).toMatchObject({ trainer_id: 'u1', price: 99.5, category: 'DevOps', is_active: false, skills: null });
  });

  it("takes each typed field under its document name, trimmed, with the document schema's rules", () => {
    const base = { ...emptyTrainerForm({ full_name: ' Asha ', email: 'a@b.co' }), specialization: 'DevOps' };
    const empty = toTrainerProfileWrite('u1', trainerFormSchema.parse(base));
    expect(empty).toMatchObject({ full_name: 'Asha', phone: '', linkedin_url: null, video_link_1: null });
    const filled = trainerFormSchema.parse({ ...base, linkedin_url: ' https://linkedin.com/in/asha ' });
    expect(filled.linkedin_url).toBe('https://linkedin.com/in/asha');
    const bad = trainerFormSchema.safeParse({
      ...base,
      video_link_1: 'https://example.com/v',
      portfolio_url: 'ftp://x',
    });
    expect(bad.success ? [] : bad.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['portfolio_url', 'Enter a link starting with https://'],
      ['video_link_1', 'Use a YouTube or Vimeo link, like https://www.youtube.com/watch?v=…'],
    ]);
  });
});
