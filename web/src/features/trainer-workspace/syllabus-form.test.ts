import { fromSyllabusDoc } from '@skillsetu/domain';
import { describe, expect, it } from 'vitest';
import { emptyModule, syllabusFromForm, syllabusToForm } from './syllabus-form';

describe('syllabusFromForm', () => {
  it('drops empty rows and returns the stored form', () => {
    const result = syllabusFromForm(
      [
        {
          title: 'Basics',
          lessons: [
            { title: 'JSX', minutes: 45 },
            { title: ' ', minutes: 45 },
          ],
        },
        emptyModule(),
      ],
      ' https://youtu.be/abc ',
    );
    expect(result).toEqual({
      ok: true,
      syllabus: { modules: ['Basics'], lessons: ['0|45|JSX'] },
      introVideoUrl: 'https://youtu.be/abc',
    });
  });

  it('names the module and lesson of a problem', () => {
    expect(syllabusFromForm([{ title: '', lessons: [{ title: 'JSX', minutes: 45 }] }], '')).toEqual({
      ok: false,
      message: 'Module 1 title: Use letters or numbers',
    });
    expect(syllabusFromForm([{ title: 'Basics', lessons: [] }], '')).toEqual({
      ok: false,
      message: 'Module 1: add a lesson',
    });
    const long = { title: 'Basics', lessons: [{ title: 'x'.repeat(121), minutes: 45 }] };
    expect(syllabusFromForm([long], '')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Module 1, lesson 1: /),
    });
    expect(syllabusFromForm([], 'ftp://x')).toMatchObject({ ok: false });
  });

  it('round-trips a saved syllabus through the form', () => {
    const saved = { modules: ['A', 'B'], lessons: ['0|30|One', '1|90|Two'] };
    const result = syllabusFromForm(syllabusToForm(fromSyllabusDoc(saved)), '');
    expect(result).toEqual({ ok: true, syllabus: saved, introVideoUrl: '' });
    expect(syllabusToForm([])).toEqual([emptyModule()]);
  });
});
