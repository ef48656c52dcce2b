// Types of support.mjs for the TypeScript that imports it (Playwright specs).

/** The seeded learner with a refunded enrolment. */
export declare const WALKER: { uid: string; email: string; password: string; name: string };
