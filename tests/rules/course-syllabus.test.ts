// firestore.rules, discovery: courses/{id}.syllabus (domain syllabusSchema, docs/decisions/074-course-syllabus.md)
// and intro_video_url: only the course's trainer writes them, and only in the bounded shape.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { SYLLABUS_LIMITS, toSyllabusDoc } from '@skillsetu/domain';
import { doc, getDoc, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { seedProfile, useRulesEnv } from '../support/rules-env';
import { createCounted } from './course-batches';

const rules = useRulesEnv();

const course = (extra: Record<string, unknown> = {}) => ({
  trainer_id: 'tina',
  title: 'React from Scratch',
  description: 'Build real apps with React, one step at a time.',
  price: 4999,
  duration: '1-2 months',
  category: 'Web Development',
  skills: ['React'],
  mode: 'Online',
  batch_size: '6-10 students',
  prerequisites: null,
  is_active: true,
  created_at: Timestamp.now(),
  ...extra,
});

/** The stored form of `count` modules of `lessons` lessons each (domain toSyllabusDoc). */
const stored = (count: number, lessons = 2, minutes: number = 45) =>
  toSyllabusDoc(
    Array.from({ length: count }, (_, m) => ({
      title: `Module ${m + 1}`,
      lessons: Array.from({ length: lessons }, (_, i) => ({
        title: `Lesson ${m + 1}.${i + 1}`,
        minutes: minutes as 45,
      })),
    })),
  );

async function seed() {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'profiles/tina'), seedProfile('tina', 'trainer'));
    await setDoc(doc(db, 'profiles/tom'), seedProfile('tom', 'trainer'));
    await setDoc(doc(db, 'profiles/lena'), seedProfile('lena', 'learner'));
    await setDoc(doc(db, 'courses/c1'), course());
  });
}

const write = (uid: string, data: Record<string, unknown>) => updateDoc(doc(rules.as(uid), 'courses/c1'), data);

describe('course syllabus', () => {
  it('the trainer writes a syllabus of 20 modules x 30 lessons, an intro video link, and clears them', async () => {
    await seed();
    const full = stored(SYLLABUS_LIMITS.modules, SYLLABUS_LIMITS.lessonsPerModule, 240);
    await assertSucceeds(write('tina', { syllabus: full, intro_video_url: 'https://www.youtube.com/watch?v=abc' }));
    const read = await getDoc(doc(rules.anon(), 'courses/c1'));
    expect(read.get('syllabus.lessons')).toHaveLength(SYLLABUS_LIMITS.lessons);
    await assertSucceeds(write('tina', { syllabus: stored(1, 1), intro_video_url: '' }));
    await assertSucceeds(write('tina', { syllabus: { modules: [], lessons: [] }, intro_video_url: null }));
    await assertSucceeds(write('tina', { syllabus: null }));
  });

  it('a new course may carry a syllabus from the start', async () => {
    await seed();
    await assertSucceeds(
      createCounted(
        rules.as('tom'),
        'tom',
        'tom-1',
        course({ trainer_id: 'tom', is_active: false, syllabus: stored(2) }),
      ),
    );
  });

  it('denies other trainers, learners and visitors', async () => {
    await seed();
    await assertFails(write('tom', { syllabus: stored(1) }));
    await assertFails(write('lena', { syllabus: stored(1) }));
    await assertFails(updateDoc(doc(rules.anon(), 'courses/c1'), { syllabus: stored(1) }));
  });

  it('denies unbounded lists: 21 modules, 601 lessons', async () => {
    await seed();
    await assertFails(write('tina', { syllabus: stored(21, 1) }));
    const full = stored(20, 30);
    await assertFails(write('tina', { syllabus: { ...full, lessons: [...full.lessons, '19|45|One too many'] } }));
  });

  it('denies a bad lesson anywhere in the list, the last included', async () => {
    await seed();
    const { modules, lessons } = stored(20, 30);
    for (const bad of [
      '20|45|Module 21',
      '19|44|Odd length',
      '19|45|',
      '19|45|🚀',
      `19|45|${'x'.repeat(121)}`,
      '19|Intro',
      42,
    ])
      await assertFails(write('tina', { syllabus: { modules, lessons: [...lessons.slice(0, -1), bad] } }));
  });

  it('denies wrong types, extra or missing keys, oversized and blank module titles', async () => {
    await seed();
    const ok = stored(1);
    const bad: unknown[] = [
      'not a map',
      [ok],
      { modules: ok.modules },
      { lessons: ok.lessons },
      { ...ok, extra: 1 },
      { ...ok, modules: 'Module 1' },
      { ...ok, lessons: '0|45|Intro' },
      { ...ok, modules: ['x'.repeat(121)] },
      { ...ok, modules: ['🚀'] },
      { ...ok, modules: [42] },
      { ...ok, lessons: ['0|45|Intro\u00010|45|Two'] },
    ];
    for (const syllabus of bad) await assertFails(write('tina', { syllabus }));
    for (const url of ['javascript:alert(1)', 'https://exa mple.com', `https://e.com/${'a'.repeat(500)}`, 42])
      await assertFails(write('tina', { intro_video_url: url }));
  });
});
