// The sample course's ids, apart from its content: the course route and hook need the ids on
// every course page, the content (sample-course.ts) only on /course/1, where it loads on its own
// (docs/performance.md).

/** The id of the spec's sample course (/course/1). */
export const SAMPLE_COURSE_ID = '1';

/** The seeded trainer who teaches the sample course (scripts/seed: Priya Sharma, Web Development). */
export const SAMPLE_COURSE_TRAINER_UID = 'seed-trainer-priya-sharma';
