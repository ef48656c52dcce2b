import { EMAIL_NOT_VERIFIED, type CreateOrderResponse, type MailQueuedResult } from '@skillsetu/domain';
import { applyActionCode } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_CALLER_LIMITS } from '../lib/caller-limits';
import { adminDb, callErrorCode, closeApps, mailsTo, newClient, newUser, windowWithRoom } from './accounts-test-env';

// Verified e-mail (docs/decisions/170-verified-email.md): the verification mail, its per-caller
// limit, and the server refusing payment and contact requests from an unverified address.
const db = adminDb();
let trainerId: string;
let courseId: string;

beforeAll(async () => {
  const trainer = await newUser('trainer');
  trainerId = trainer.uid;
  await db.doc(`profiles/${trainerId}`).set({ full_name: 'Tara Trainer', email: trainer.email, user_type: 'trainer' });
  const course = db.collection('courses').doc();
  courseId = course.id;
  await course.set({
    trainer_id: trainerId,
    title: 'Verified course',
    price: 1999,
    category: 'Web Development',
    is_active: true,
    // sold without a batch (docs/decisions/132-self-paced-courses.md)
    self_paced: true,
    created_at: Timestamp.now(),
  });
});
afterAll(closeApps);

const unverified = async (label: string) => {
  const user = await newUser(label, undefined, { verified: false });
  await db.doc(`profiles/${user.uid}`).set({ full_name: 'Uma Unverified', email: user.email, user_type: 'learner' });
  return user;
};

describe('an unverified address', () => {
  it('cannot pay: createRazorpayOrder is refused with the reason the web client reads, and no order is written', async () => {
    const learner = await unverified('payer');
    const refusal = await learner
      .call('createRazorpayOrder', { purpose: 'enrollment', courseId })
      .catch((e: unknown) => e);
    expect(refusal).toMatchObject({
      code: 'failed-precondition',
      message: EMAIL_NOT_VERIFIED.message,
      details: { reason: EMAIL_NOT_VERIFIED.reason },
    });
    expect((await db.collection('orders').where('uid', '==', learner.uid).get()).size).toBe(0);
  });

  it('may still buy a trainer plan, as the sign-up dialog does (publishing needs the address)', async () => {
    const trainer = await unverified('planner');
    const order = await trainer.call<object, CreateOrderResponse>('createRazorpayOrder', {
      purpose: 'subscription',
      plan: 'professional',
      billing: 'monthly',
    });
    expect(order.amount).toBeGreaterThan(0);
  });

  it('cannot request contact details: requestContact is refused and nothing is written', async () => {
    const learner = await unverified('asker');
    const call = learner.call('requestContact', { trainerId, note: 'Can we talk?' });
    expect(await callErrorCode(call)).toBe('failed-precondition');
    expect((await db.doc(`contact_requests/${trainerId}_${learner.uid}`).get()).exists).toBe(false);
  });
});

describe('sendEmailVerification', () => {
  it('mails Firebase’s link to the caller, once a minute; the link verifies and then paying works', async () => {
    const learner = await unverified('verify');
    // 1 per fixed, UTC-aligned minute: both calls start with at least 20 s of the minute left
    await windowWithRoom(EMAIL_VERIFICATION_CALLER_LIMITS[0]!.windowMs, 20_000);
    expect(await learner.call<null, MailQueuedResult>('sendEmailVerification', null)).toEqual({ queued: true });
    expect(await callErrorCode(learner.call('sendEmailVerification', null))).toBe('resource-exhausted');
    const mails = await mailsTo(db, learner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'email-verification' });
    const link = /https?:\/\/\S+mode=verifyEmail\S*/.exec(String(mails[0]?.message.text))?.[0] ?? '';
    const code = new URL(link).searchParams.get('oobCode');
    expect(code).toBeTruthy();

    await applyActionCode(learner.auth, code ?? '');
    await learner.auth.currentUser?.reload();
    await learner.auth.currentUser?.getIdToken(true);
    const order = await learner.call<object, CreateOrderResponse>('createRazorpayOrder', {
      purpose: 'enrollment',
      courseId,
    });
    expect(order.amount).toBe(199900);
    expect(await callErrorCode(learner.call('sendEmailVerification', null))).toBe('failed-precondition');
  });

  it('refuses a signed-out caller and queues nothing', async () => {
    expect(await callErrorCode(newClient('anon').call('sendEmailVerification', null))).toBe('unauthenticated');
  });
});
