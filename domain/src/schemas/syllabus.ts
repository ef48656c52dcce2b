import { z } from 'zod';
import { codePoints, hasLetterOrDigit, isProfileLink, wordText } from './field-rules';

// A course's syllabus (docs/decisions/074-course-syllabus.md). Trainers edit modules with lessons
// (`Syllabus`); the course document stores it flat (`SyllabusDoc` in `courses/{id}.syllabus`):
// the module titles, and every lesson as one string 'module|minutes|title', so firestore.rules
// checks the whole syllabus with a few patterns, whatever its size (rules cannot loop, and a
// request may evaluate at most 1,000 expressions).

/** Size caps of a syllabus: modules, lessons per module, lessons in all, title length (rules repeat them). */
export const SYLLABUS_LIMITS = { modules: 20, lessonsPerModule: 30, lessons: 600, titleLength: 120 } as const;

/** The lesson lengths a trainer picks from, in minutes. */
export const LESSON_MINUTES = [5, 10, 15, 20, 30, 45, 60, 75, 90, 120, 150, 180, 240] as const;
export type LessonMinutes = (typeof LESSON_MINUTES)[number];

/** The 'module|minutes|' head of a stored lesson (rules dsLessonsValid repeats it): module 0–19, a listed length. */
export const SYLLABUS_LESSON_HEAD = `(1?[0-9])[|](${LESSON_MINUTES.join('|')})[|]`;

const lessonMinutesSchema = z
  .number()
  .refine((m) => (LESSON_MINUTES as readonly number[]).includes(m), 'Pick a lesson length');

/** One lesson: a title and its length in minutes. */
export const syllabusLessonSchema = z.object({
  title: wordText(SYLLABUS_LIMITS.titleLength),
  minutes: lessonMinutesSchema,
});

/** One module: a title and 1–30 lessons. */
export const syllabusModuleSchema = z.object({
  title: wordText(SYLLABUS_LIMITS.titleLength),
  lessons: z.array(syllabusLessonSchema).min(1, 'Add a lesson').max(SYLLABUS_LIMITS.lessonsPerModule),
});
export type SyllabusModule = z.infer<typeof syllabusModuleSchema>;

/** A syllabus as trainers edit it and pages show it: at most 20 modules (none = no syllabus). */
export const syllabusSchema = z.array(syllabusModuleSchema).max(SYLLABUS_LIMITS.modules);
export type Syllabus = z.infer<typeof syllabusSchema>;

const storedLesson = new RegExp(`^${SYLLABUS_LESSON_HEAD}(.+)$`, 'su');

/** `courses/{id}.syllabus` as stored: module titles, and lessons 'module|minutes|title' in order. */
export const syllabusDocSchema = z
  .object({
    modules: z.array(wordText(SYLLABUS_LIMITS.titleLength)).max(SYLLABUS_LIMITS.modules),
    lessons: z
      .array(
        z.string().refine((s) => {
          const title = storedLesson.exec(s)?.[3];
          return !!title && codePoints(title) <= SYLLABUS_LIMITS.titleLength && hasLetterOrDigit(title);
        }, 'Not a stored lesson'),
      )
      .max(SYLLABUS_LIMITS.lessons),
  })
  .strict();
export type SyllabusDoc = z.infer<typeof syllabusDocSchema>;

/** The stored form of a (parsed) syllabus. */
export function toSyllabusDoc(syllabus: Syllabus): SyllabusDoc {
  return {
    modules: syllabus.map((m) => m.title),
    lessons: syllabus.flatMap((m, i) => m.lessons.map((l) => `${i}|${l.minutes}|${l.title}`)),
  };
}

/**
 * A stored syllabus as modules with lessons: [] when absent or malformed; lessons of a module that
 * does not exist, and modules without lessons, are left out.
 */
export function fromSyllabusDoc(value: unknown): Syllabus {
  const parsed = syllabusDocSchema.safeParse(value);
  if (!parsed.success) return [];
  const modules: Syllabus = parsed.data.modules.map((title) => ({ title, lessons: [] }));
  for (const s of parsed.data.lessons) {
    const [, index, minutes, title] = storedLesson.exec(s) ?? [];
    modules[Number(index)]?.lessons.push({ title: title!, minutes: Number(minutes) });
  }
  return modules.filter((m) => m.lessons.length > 0).map((m) => ({ ...m, lessons: m.lessons.slice(0, 30) }));
}

/** An optional intro video link on a course: '' or an http(s) link (PROFILE_LINK_PATTERN, ≤ 500 characters). */
export const introVideoUrlSchema = z.union([
  z.literal(''),
  z.string().trim().refine(isProfileLink, 'Enter a link starting with https://'),
]);
