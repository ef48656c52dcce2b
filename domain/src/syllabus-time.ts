// Lesson and syllabus lengths as a course page shows them. Kept apart from the syllabus's zod
// schemas (schemas/syllabus.ts), so a public page that shows a syllabus does not evaluate zod on
// its main thread (docs/decisions/280-course-page-work-off-the-commit.md).

/** Total minutes of a syllabus (modules with lessons; docs/decisions/074-course-syllabus.md). */
export function syllabusMinutes(syllabus: readonly { lessons: readonly { minutes: number }[] }[]): number {
  return syllabus.reduce((n, m) => n + m.lessons.reduce((a, l) => a + l.minutes, 0), 0);
}

/** A lesson length as shown: 45 → '45 min', 90 → '1 h 30 min', 120 → '2 h'. */
export function formatLessonMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
