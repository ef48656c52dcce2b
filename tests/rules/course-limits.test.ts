// firestore.rules, course limits (docs/decisions/021-course-limits.md): a trainer owns at most
// COURSE_CAP courses; publishing needs an active, unexpired plan and stays within the plan's limit
// (domain PLAN_COURSE_LIMITS). Every course create/publish/delete is counted in course_counts/{uid}.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { COURSE_CAP, PLAN_COURSE_LIMITS } from '@skillsetu/domain';
import { doc, getDoc, setDoc, Timestamp, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { seedProfile, useRulesEnv } from '../support/rules-env';
import { createCounted, deleteCounted, setPublishedCounted } from './course-batches';

const rules = useRulesEnv();
const DAY = 24 * 3600 * 1000;

const course = (trainerId: string, isActive: boolean) => ({
  trainer_id: trainerId,
  title: 'React from Scratch',
  description: 'Build real apps with React, one step at a time.',
  price: 4999,
  duration: '1-2 months',
  category: 'Web Development',
  skills: ['React'],
  mode: 'Online',
  batch_size: '6-10 students',
  prerequisites: null,
  is_active: isActive,
  created_at: Timestamp.now(),
});

/** A trainer with `published` published and `drafts` draft courses already counted, on the given plan. */
async function seedTrainer(
  uid: string,
  plan: Record<string, unknown>,
  { published = 0, drafts = 0 }: { published?: number; drafts?: number } = {},
) {
  await rules.seed(async (db) => {
    await setDoc(doc(db, `profiles/${uid}`), { ...seedProfile(uid, 'trainer'), ...plan });
    const batch = writeBatch(db);
    for (let i = 0; i < published + drafts; i++) batch.set(doc(db, `courses/${uid}-${i}`), course(uid, i < published));
    batch.set(doc(db, `course_counts/${uid}`), {
      total: published + drafts,
      published,
      course_id: `${uid}-0`,
    });
    await batch.commit();
  });
}

const starter = { subscription_plan: 'starter', subscription_status: 'active' };
const professional = { subscription_plan: 'professional', subscription_status: 'active' };
const noPlan = { subscription_plan: null, subscription_status: null, subscription_end_date: null };
const expired = { ...starter, subscription_end_date: new Date(Date.now() - DAY) };

describe('publishing needs an active plan', () => {
  it('without a plan: drafts are fine, publishing (on create or later) is refused', async () => {
    await seedTrainer('nora', noPlan);
    const db = rules.as('nora');
    await assertSucceeds(createCounted(db, 'nora', 'nora-draft', course('nora', false)));
    await assertFails(createCounted(db, 'nora', 'nora-live', course('nora', true)));
    await assertFails(setPublishedCounted(db, 'nora', 'nora-draft', true));
  });

  it("with an expired plan (status still 'active', end date passed) publishing is refused", async () => {
    await seedTrainer('eve', expired, { drafts: 1 });
    const db = rules.as('eve');
    await assertFails(setPublishedCounted(db, 'eve', 'eve-0', true));
    await assertFails(createCounted(db, 'eve', 'eve-live', course('eve', true)));
    await assertSucceeds(createCounted(db, 'eve', 'eve-draft', course('eve', false)));
  });

  it('a cancelled plan, or one with no end date, cannot publish', async () => {
    await seedTrainer('cara', { ...starter, subscription_status: 'cancelled' }, { drafts: 1 });
    await assertFails(setPublishedCounted(rules.as('cara'), 'cara', 'cara-0', true));
    await seedTrainer('nell', { ...starter, subscription_end_date: null }, { drafts: 1 });
    await assertFails(setPublishedCounted(rules.as('nell'), 'nell', 'nell-0', true));
  });

  it('unpublishing and deleting a published course need no plan', async () => {
    await seedTrainer('olga', expired, { published: 2 });
    await assertSucceeds(setPublishedCounted(rules.as('olga'), 'olga', 'olga-0', false));
    await assertSucceeds(deleteCounted(rules.as('olga'), 'olga', 'olga-1', true));
    const counts = await getDoc(doc(rules.as('olga'), 'course_counts/olga'));
    expect(counts.data()).toMatchObject({ total: 1, published: 0 });
  });
});

describe("the plan's published-course limit", () => {
  it(`Starter publishes ${PLAN_COURSE_LIMITS.starter} courses; the 4th is refused, and allowed again after unpublishing one`, async () => {
    await seedTrainer('tina', starter, { published: PLAN_COURSE_LIMITS.starter - 1, drafts: 2 });
    const db = rules.as('tina');
    const firstDraft = `tina-${PLAN_COURSE_LIMITS.starter - 1}`;
    const secondDraft = `tina-${PLAN_COURSE_LIMITS.starter}`;
    await assertSucceeds(setPublishedCounted(db, 'tina', firstDraft, true));
    await assertFails(setPublishedCounted(db, 'tina', secondDraft, true));
    await assertFails(createCounted(db, 'tina', 'tina-new', course('tina', true)));
    await assertSucceeds(setPublishedCounted(db, 'tina', firstDraft, false));
    await assertSucceeds(setPublishedCounted(db, 'tina', secondDraft, true));
  });

  it('Professional publishes past the Starter limit, up to the course cap', async () => {
    await seedTrainer('paula', professional, { published: 10, drafts: 1 });
    await assertSucceeds(setPublishedCounted(rules.as('paula'), 'paula', 'paula-10', true));
    await assertSucceeds(createCounted(rules.as('paula'), 'paula', 'paula-new', course('paula', true)));
  });

  it('ten concurrent publishes on Starter with 2 published: exactly one wins', async () => {
    await seedTrainer('rita', starter, { published: 2, drafts: 10 });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => setPublishedCounted(rules.as('rita'), 'rita', `rita-${i + 2}`, true)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const counts = await getDoc(doc(rules.as('rita'), 'course_counts/rita'));
    expect(counts.data()).toMatchObject({ total: 12, published: 3 });
  });
});

describe('the total course cap', () => {
  it(`drafts are allowed up to ${COURSE_CAP} courses; one more is refused until one is deleted`, async () => {
    await seedTrainer('dina', noPlan, { drafts: COURSE_CAP - 1 });
    const db = rules.as('dina');
    await assertSucceeds(createCounted(db, 'dina', 'dina-last', course('dina', false)));
    await assertFails(createCounted(db, 'dina', 'dina-over', course('dina', false)));
    await assertSucceeds(deleteCounted(db, 'dina', 'dina-0', false));
    await assertSucceeds(createCounted(db, 'dina', 'dina-over', course('dina', false)));
  });

  it('concurrent creates at the cap: only the free slots are taken', async () => {
    await seedTrainer('cora', noPlan, { drafts: COURSE_CAP - 2 });
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        createCounted(rules.as('cora'), 'cora', `cora-new-${i}`, course('cora', false)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const counts = await getDoc(doc(rules.as('cora'), 'course_counts/cora'));
    expect(counts.data()).toMatchObject({ total: COURSE_CAP, published: 0 });
  });
});
