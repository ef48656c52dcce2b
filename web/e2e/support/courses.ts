// Courses a spec writes for a trainer through the Admin SDK (the e2e course fixture), and the wait
// for the trigger that lists them on the trainer's public card (which is what sells them).
import { expect, test } from './shared-context';
import type { DocumentData } from 'firebase-admin/firestore';
import { courseDoc } from '../../../scripts/seed/documents.mjs';
import { adminDb } from './admin';

/** A suffix unique to this run and call (ms clock and a random 0–999), for ids, titles and emails. */
export function uniqueSuffix(): string {
  return `${Date.now()}${Math.floor(Math.random() * 1000)}`;
}

/** A published course to seed: what a spec chooses; every other field is fixed (Web Development, Online, active). */
export interface SeedCourseInput {
  /** The owner, profiles/{uid} of a trainer (e.g. `await uidOf('trainer@skillsetu.demo')`). */
  trainerUid: string;
  /** The course id starts with it, then a unique suffix (e.g. 'e2e-pay' → 'e2e-pay-1732…'). */
  idPrefix: string;
  title: string;
  /** Names the spec in the description ('Written by the payments spec.'). */
  spec: string;
  /** Price in whole rupees, as courses/{id}.price stores it and the page shows it (₹1,499); orders charge it in paise (×100). */
  price: number;
  /** Default '4 weeks'. */
  duration?: string;
  /** Default ['React']. */
  skills?: string[];
  /** Default null (no batch size shown). */
  batchSize?: string | null;
  /** Default true: sold without a batch (a course that should sell only into batches passes false). */
  selfPaced?: boolean;
}

/** The courses this worker seeded, and the test that seeded each (a worker runs its tests one at a time). */
const seededHere: { id: string; trainerUid: string; testId: string }[] = [];

/**
 * Unpublishes the courses this worker seeded for `trainerUid` in tests that have ended. The specs
 * share the demo trainer, whose card lists only its first CARD_MAX_COURSES published courses
 * (docs/decisions/024-incremental-trainer-card.md): without this, a long run fills the card and a
 * later spec's course never appears on it. The other worker's courses are never touched.
 */
async function unpublishFinishedTestsCourses(trainerUid: string): Promise<void> {
  const current = test.info().testId;
  const done = seededHere.filter((c) => c.trainerUid === trainerUid && c.testId !== current);
  await Promise.all(done.map((c) => adminDb().doc(`courses/${c.id}`).update({ is_active: false })));
  for (const c of done) seededHere.splice(seededHere.indexOf(c), 1);
}

/**
 * Writes courses/{id} for `input.trainerUid` (is_active, created now) and returns its id. Returns as
 * soon as the write is done: call `waitForCourseOnCard` before opening the trainer's public page.
 */
export async function seedCourse(input: SeedCourseInput): Promise<string> {
  const courseId = `${input.idPrefix}-${uniqueSuffix()}`;
  await unpublishFinishedTestsCourses(input.trainerUid);
  seededHere.push({ id: courseId, trainerUid: input.trainerUid, testId: test.info().testId });
  await adminDb()
    .doc(`courses/${courseId}`)
    .set(
      courseDoc(input.trainerUid, {
        title: input.title,
        description: `Written by the ${input.spec} spec.`,
        price: input.price,
        duration: input.duration ?? '4 weeks',
        category: 'Web Development',
        skills: input.skills ?? ['React'],
        mode: 'Online',
        batch_size: input.batchSize ?? null,
        is_active: true,
        // sold without a batch unless the spec adds one (docs/decisions/132-self-paced-courses.md)
        self_paced: input.selfPaced ?? true,
      }),
    );
  return courseId;
}

/** The trainer's public card once it lists the course: its public id (/trainer/{publicId}) and the card's data. */
export interface CardWithCourse {
  publicId: number;
  card: DocumentData;
}

/**
 * Polls trainer_cards/{trainerUid} (written by the course trigger) until its `courses` include one
 * titled `title`, for up to `timeoutMs` (default 60 s: triggers are slow on a loaded emulator); fails
 * the test when it never does. Returns the card as last read.
 */
export async function waitForCourseOnCard(
  trainerUid: string,
  title: string,
  timeoutMs = 60_000,
): Promise<CardWithCourse> {
  const cardDoc = adminDb().doc(`trainer_cards/${trainerUid}`);
  let card: DocumentData | undefined;
  await expect
    .poll(
      async () => {
        card = (await cardDoc.get()).data();
        return (card?.courses as { title: string }[] | undefined)?.some((c) => c.title === title) ?? false;
      },
      { timeout: timeoutMs },
    )
    .toBe(true);
  return { publicId: card?.id as number, card: card ?? {} };
}
