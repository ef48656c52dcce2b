/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { courseSchema } from './schemas/course';
import {
  fromSyllabusDoc,
  LESSON_MINUTES,
  SYLLABUS_LESSON_HEAD,
  SYLLABUS_LIMITS,
  syllabusDocSchema,
  syllabusSchema,
  toSyllabusDoc,
} from './schemas/syllabus';
import { formatLessonMinutes, syllabusMinutes } from './syllabus-time';

const RULES = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'firestore.rules'),
  'utf8',
);

const mod = (n: number, lessons = 2, minutes = 45) => ({
  title: `Module ${n}`,
  lessons: Array.from({ length: lessons }, (_, i) => ({ title: `Lesson ${n}.${i + 1}`, minutes })),
});

describe('syllabusSchema (as trainers edit it)', () => {
  it('accepts up to 20 modules of up to 30 lessons', () => {
    const full = Array.from({ length: SYLLABUS_LIMITS.modules }, (_, i) =>
      mod(i + 1, SYLLABUS_LIMITS.lessonsPerModule),
    );
    expect(syllabusSchema.safeParse(full).success).toBe(true);
    expect(syllabusSchema.safeParse([]).success).toBe(true);
  });

  it('refuses 21 modules, 31 lessons, a module without lessons', () => {
    expect(syllabusSchema.safeParse(Array.from({ length: 21 }, (_, i) => mod(i))).success).toBe(false);
    expect(syllabusSchema.safeParse([mod(1, 31)]).success).toBe(false);
    expect(syllabusSchema.safeParse([mod(1, 0)]).success).toBe(false);
  });

  it('refuses lengths off the list, blank or emoji-only titles and over-long titles', () => {
    expect(syllabusSchema.safeParse([mod(1, 1, 44)]).success).toBe(false);
    expect(syllabusSchema.safeParse([{ ...mod(1), title: '  ' }]).success).toBe(false);
    expect(syllabusSchema.safeParse([{ title: 'M', lessons: [{ title: '🚀', minutes: 45 }] }]).success).toBe(false);
    expect(syllabusSchema.safeParse([{ ...mod(1), title: 'x'.repeat(121) }]).success).toBe(false);
  });
});

describe('the stored syllabus', () => {
  it('round-trips through the stored form, which the course schema accepts', () => {
    const syllabus = syllabusSchema.parse([
      mod(1, 2, 30),
      { title: 'Hooks | state', lessons: [{ title: 'a|b', minutes: 90 }] },
    ]);
    const stored = toSyllabusDoc(syllabus);
    expect(stored).toEqual({
      modules: ['Module 1', 'Hooks | state'],
      lessons: ['0|30|Lesson 1.1', '0|30|Lesson 1.2', '1|90|a|b'],
    });
    expect(syllabusDocSchema.safeParse(stored).success).toBe(true);
    expect(fromSyllabusDoc(stored)).toEqual(syllabus);
    const full = Array.from({ length: 20 }, (_, i) => mod(i + 1, 30));
    expect(syllabusDocSchema.safeParse(toSyllabusDoc(syllabusSchema.parse(full))).success).toBe(true);
  });

  it('refuses malformed stored lessons, and reads them as no syllabus', () => {
    for (const lessons of [['20|45|x'], ['0|44|x'], ['0|45|'], ['0|45|🚀'], [`0|45|${'x'.repeat(121)}`], ['45|x']]) {
      expect(syllabusDocSchema.safeParse({ modules: ['M'], lessons }).success).toBe(false);
      expect(fromSyllabusDoc({ modules: ['M'], lessons })).toEqual([]);
    }
    expect(syllabusDocSchema.safeParse({ modules: ['M'], lessons: [], extra: 1 }).success).toBe(false);
    expect(fromSyllabusDoc(undefined)).toEqual([]);
  });

  it('leaves out lessons of a missing module and modules without lessons', () => {
    expect(fromSyllabusDoc({ modules: ['A', 'B'], lessons: ['0|45|One', '5|45|Lost'] })).toEqual([
      { title: 'A', lessons: [{ title: 'One', minutes: 45 }] },
    ]);
  });

  it('is optional on a course document, with an optional intro video link', () => {
    const course = {
      id: 'c1',
      trainer_id: 't1',
      title: 'React',
      description: null,
      price: 4999,
      duration: null,
      category: 'Web Development',
      skills: null,
      mode: null,
      batch_size: null,
      prerequisites: null,
      is_active: true,
      created_at: new Date(),
    };
    expect(courseSchema.safeParse(course).success).toBe(true);
    const withSyllabus = { ...course, syllabus: toSyllabusDoc([mod(1)]), intro_video_url: 'https://youtu.be/x' };
    expect(courseSchema.safeParse(withSyllabus).success).toBe(true);
    expect(courseSchema.safeParse({ ...course, intro_video_url: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('syllabus helpers', () => {
  it('totals and formats minutes', () => {
    expect(syllabusMinutes([mod(1, 2), mod(2, 1)])).toBe(135);
    expect(formatLessonMinutes(45)).toBe('45 min');
    expect(formatLessonMinutes(60)).toBe('1 h');
    expect(formatLessonMinutes(90)).toBe('1 h 30 min');
  });
});

describe('firestore.rules repeats the syllabus caps', () => {
  it('the lesson head, the counts and the title length', () => {
    expect(RULES).toContain(`${SYLLABUS_LESSON_HEAD}[^\\u0001]{1,${SYLLABUS_LIMITS.titleLength}}`);
    expect(RULES).toContain(`l.size() <= ${SYLLABUS_LIMITS.lessons}`);
    expect(RULES).toContain(`tlWordList(s.modules, ${SYLLABUS_LIMITS.modules}, ${SYLLABUS_LIMITS.titleLength})`);
    expect(SYLLABUS_LESSON_HEAD).toContain(LESSON_MINUTES.join('|'));
    expect(SYLLABUS_LIMITS.lessons).toBe(SYLLABUS_LIMITS.modules * SYLLABUS_LIMITS.lessonsPerModule);
  });
});
