import { TAX_DETAILS_MESSAGES } from '@skillsetu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callError, closeApps, newUser, seedProfile, type TestUser } from '../payments/payments-test-env';

const db = adminDb();
let learner: TestUser;
let trainer: TestUser;

beforeAll(async () => {
  [learner, trainer] = await Promise.all([newUser('learner'), newUser('trainer')]);
  await Promise.all([seedProfile(db, learner, 'learner'), seedProfile(db, trainer, 'trainer')]);
});
afterAll(closeApps);

describe('saveTaxDetails', () => {
  it('a trainer saves a state and a checked GSTIN; a learner a state', { timeout: 120_000 }, async () => {
    expect(await trainer.call('saveTaxDetails', { state: '27', gstin: '27aapfu0939f1zv' })).toEqual({
      state: '27',
      gstin: '27AAPFU0939F1ZV',
    });
    expect((await db.doc(`tax_profiles/${trainer.uid}`).get()).data()).toMatchObject({
      state: '27',
      gstin: '27AAPFU0939F1ZV',
    });
    await learner.call('saveTaxDetails', { state: '29' });
    expect((await db.doc(`tax_profiles/${learner.uid}`).get()).data()).toMatchObject({ state: '29', gstin: null });
  });

  it('refuses a GSTIN typo, one of another state, and a GSTIN from a learner, in plain words', async () => {
    const typo = await callError(trainer.call('saveTaxDetails', { state: '27', gstin: '27AAPFU0939F1ZW' }));
    expect(typo.code).toBe('invalid-argument');
    expect(typo.message).toMatch(/typo/);
    const otherState = await callError(trainer.call('saveTaxDetails', { state: '29', gstin: '27AAPFU0939F1ZV' }));
    expect(otherState.message).toContain(TAX_DETAILS_MESSAGES.gstinState);
    expect(await callError(learner.call('saveTaxDetails', { state: '27', gstin: '27AAPFU0939F1ZV' }))).toEqual({
      code: 'permission-denied',
      message: TAX_DETAILS_MESSAGES.gstinTrainersOnly,
    });
    expect((await db.doc(`tax_profiles/${learner.uid}`).get()).get('gstin')).toBeNull();
  });
});
