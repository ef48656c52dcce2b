import {
  introVideoUrlSchema,
  LESSON_MINUTES,
  SYLLABUS_LIMITS,
  syllabusSchema,
  toSyllabusDoc,
  type Syllabus,
  type SyllabusDoc,
} from '@skillsetu/domain';

/** The syllabus editor's state: modules with lessons, as typed (minutes from LESSON_MINUTES). */
export type SyllabusForm = { title: string; lessons: { title: string; minutes: number }[] }[];

/** A new lesson's length (minutes). */
export const DEFAULT_LESSON_MINUTES: number = LESSON_MINUTES[5];

/** An empty module with one empty lesson. */
export const emptyModule = (): SyllabusForm[number] => ({
  title: '',
  lessons: [{ title: '', minutes: DEFAULT_LESSON_MINUTES }],
});

/** The form for a saved syllabus (one empty module when there is none). */
export function syllabusToForm(syllabus: Syllabus): SyllabusForm {
  return syllabus.length > 0
    ? syllabus.map((m) => ({ title: m.title, lessons: m.lessons.map((l) => ({ ...l })) }))
    : [emptyModule()];
}

/** What to write, or the first problem in words (module and lesson numbered from 1). */
export type SyllabusSave = { ok: true; syllabus: SyllabusDoc; introVideoUrl: string } | { ok: false; message: string };

/**
 * Validates the form with the domain schemas (docs/decisions/074-course-syllabus.md): rows left
 * completely empty are dropped first, so an unused 'Add lesson' row does not block saving.
 */
export function syllabusFromForm(form: SyllabusForm, introVideoUrl: string): SyllabusSave {
  const modules = form
    .map((m) => ({ title: m.title, lessons: m.lessons.filter((l) => l.title.trim() !== '') }))
    .filter((m) => m.title.trim() !== '' || m.lessons.length > 0);
  const url = introVideoUrlSchema.safeParse(introVideoUrl.trim());
  if (!url.success) return { ok: false, message: 'Intro video: enter a link starting with https://' };
  if (modules.length > SYLLABUS_LIMITS.modules)
    return { ok: false, message: `Use at most ${SYLLABUS_LIMITS.modules} modules` };
  const parsed = syllabusSchema.safeParse(modules);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const [m, , l] = issue.path as (string | number)[];
    const where =
      typeof m === 'number'
        ? `Module ${m + 1}${typeof l === 'number' ? `, lesson ${l + 1}` : issue.path[1] === 'title' ? ' title' : ''}: `
        : '';
    const what = issue.path.at(-1) === 'lessons' && issue.code === 'too_small' ? 'add a lesson' : issue.message;
    return { ok: false, message: `${where}${what}` };
  }
  return { ok: true, syllabus: toSyllabusDoc(parsed.data), introVideoUrl: url.data };
}
