/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { courseSchema } from './schemas/course';
import {
  AVATAR_URL_PATTERN,
  LETTER_OR_DIGIT_PATTERN,
  PROFILE_LINK_PATTERN,
  hasLetterOrDigit,
  isOwnAvatarUrl,
  isProfileLink,
} from './schemas/field-rules';
import { MAPS_LINK_PATTERN, VIDEO_LINK_PATTERN } from './schemas/media-links';
import { courseEditSchema, courseEntrySchema } from './schemas/trainer-form';

const RULES = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'firestore.rules'),
  'utf8',
);
/** A pattern as written inside a rules string literal (each backslash doubled). */
const inRules = (pattern: string) => pattern.replace(/\\/g, '\\\\');

describe('one validation source: firestore.rules repeats the domain patterns verbatim', () => {
  it.each([
    ['PROFILE_LINK_PATTERN', PROFILE_LINK_PATTERN],
    ['AVATAR_URL_PATTERN', AVATAR_URL_PATTERN],
    ['LETTER_OR_DIGIT_PATTERN', LETTER_OR_DIGIT_PATTERN],
    ['VIDEO_LINK_PATTERN', VIDEO_LINK_PATTERN],
    ['MAPS_LINK_PATTERN', MAPS_LINK_PATTERN],
  ])('%s', (_name, pattern) => {
    expect(RULES).toContain(inRules(pattern));
  });
});

describe('field rules', () => {
  it('names and items need a letter or digit in any script', () => {
    for (const ok of ['Zoë', 'हिन्दी', 'C++', 'Node.js 🚀', '3D']) expect(hasLetterOrDigit(ok)).toBe(true);
    for (const bad of ['🚀', ' ', '\u200b', '\u3000', '—', '...']) expect(hasLetterOrDigit(bad)).toBe(false);
  });

  it('profile links have a plain host', () => {
    expect(isProfileLink('https://www.linkedin.com/in/zoe/?a=1')).toBe(true);
    expect(isProfileLink('http://zoe.dev:8080')).toBe(true);
    for (const bad of ['https://<x>', 'https://a b.com', 'javascript:alert(1)', 'https://x.com/"a"', 'ftp://x.com']) {
      expect(isProfileLink(bad)).toBe(false);
    }
  });

  it("avatar URLs are Storage download URLs of the user's own avatars/ path", () => {
    const own =
      'https://firebasestorage.googleapis.com/v0/b/app.appspot.com/o/avatars%2Fu1%2F1.png?alt=media&token=a-1';
    expect(isOwnAvatarUrl(own, 'u1')).toBe(true);
    expect(isOwnAvatarUrl('http://127.0.0.1:9199/v0/b/b/o/avatars%2Fu1%2Fme.jpg?alt=media', 'u1')).toBe(true);
    expect(isOwnAvatarUrl(own, 'u2')).toBe(false);
    expect(isOwnAvatarUrl('https://tracker.example.com/p.gif', 'u1')).toBe(false);
    expect(isOwnAvatarUrl('https://firebasestorage.googleapis.com.evil.io/v0/b/x/o/avatars%2Fu1%2F1.png', 'u1')).toBe(
      false,
    );
  });
});

describe('prices are whole rupees, 0 (free) or more', () => {
  const course = (price: unknown) => ({
    id: 'c',
    trainer_id: 't',
    title: 'SQL',
    description: null,
    price,
    duration: null,
    category: 'Data Science',
    skills: null,
    mode: null,
    batch_size: null,
    prerequisites: null,
    is_active: true,
    created_at: new Date(),
  });
  it('courseSchema and the dashboard editor accept 0, 1, 4999 and refuse 0.5, 0.004, -1, "100"', () => {
    for (const ok of [0, 1, 4999]) {
      expect(courseSchema.safeParse(course(ok)).success).toBe(true);
      expect(courseEditSchema.shape.price.safeParse(ok).success).toBe(true);
    }
    for (const bad of [0.5, 0.004, -1, '100']) {
      expect(courseSchema.safeParse(course(bad)).success).toBe(false);
      expect(courseEditSchema.shape.price.safeParse(bad).success).toBe(false);
    }
  });
  it('the form field says so in plain words', () => {
    const r = courseEntrySchema.shape.totalPrice.safeParse('99.50');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Enter the fee in whole rupees, like 4999 (0 for a free course)');
    expect(courseEntrySchema.shape.totalPrice.safeParse('4999').success).toBe(true);
    expect(courseEntrySchema.shape.totalPrice.safeParse('').success).toBe(true);
  });
});
