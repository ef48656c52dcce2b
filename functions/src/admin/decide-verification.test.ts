import { REJECT_REASON_REQUIRED, type AdminOk } from '@skillsetu/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, callErrorCode, closeApps, eventually, mailsTo, newClient, newUser } from '../mail/accounts-test-env';
import { auditFor, newAdmin, seedPendingTrainer, seedProfile } from './admin-test-env';

const db = adminDb();
afterAll(closeApps);

const decide = (data: Record<string, unknown>) => data;

describe('adminDecideVerification', () => {
  it('approves: verified, verified_at and checks on the profile and the card, notification, mail, audit', async () => {
    const admin = await newAdmin();
    const trainer = await seedPendingTrainer(db);
    const res = await admin.call<object, AdminOk>(
      'adminDecideVerification',
      decide({ uid: trainer.uid, decision: 'approve', checks: ['qualification', 'identity'] }),
    );
    expect(res).toEqual({ ok: true });
    const request = (await db.doc(`verification_requests/${trainer.uid}`).get()).data()!;
    expect(request).toMatchObject({ status: 'verified', decided_by: admin.uid, checks: ['qualification', 'identity'] });
    const profile = (await db.doc(`trainer_profiles/${trainer.uid}`).get()).data()!;
    expect(profile.verified).toBe(true);
    expect(profile.verification_checks).toEqual(['qualification', 'identity']);
    expect(Math.abs(profile.verified_at.toMillis() - Date.now())).toBeLessThan(60_000);

    const card = await eventually(async () => {
      const c = (await db.doc(`trainer_cards/${trainer.uid}`).get()).data();
      return c?.verified === true && c.verified_at ? c : undefined;
    }, 30_000);
    expect(card.verified_at).toBe(profile.verified_at.toDate().toISOString());
    expect(card.verification_checks).toEqual(['qualification', 'identity']);

    const notes = await db.collection('notifications').where('user_id', '==', trainer.uid).get();
    expect(notes.docs.map((d) => d.get('title'))).toContain('You are verified!');
    const mails = await mailsTo(db, trainer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.text).toMatch(/Identity and qualification checked on \d{1,2} [A-Z][a-z]{2} \d{4}/);
    const audit = await auditFor(db, `verification:${trainer.uid}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_uid: admin.uid, actor_email: admin.email, action: 'verification.approve' });
  });

  it('refuses callers without the admin claim: signed out, the trainer themself, a forged user_type admin', async () => {
    const trainer = await seedPendingTrainer(db, 'self');
    const forged = await newUser('forged');
    await seedProfile(db, forged, 'admin');
    const learner = await newUser('learner');
    const body = { uid: trainer.uid, decision: 'approve', checks: ['identity'] };
    expect(await callErrorCode(newClient('anon').call('adminDecideVerification', body))).toBe('unauthenticated');
    for (const caller of [trainer, forged, learner]) {
      expect(await callErrorCode(caller.call('adminDecideVerification', body))).toBe('permission-denied');
    }
    expect((await db.doc(`verification_requests/${trainer.uid}`).get()).get('status')).toBe('pending');
    expect((await db.doc(`trainer_profiles/${trainer.uid}`).get()).get('verified')).toBe(false);
    expect(await auditFor(db, `verification:${trainer.uid}`)).toHaveLength(0);
  });

  it('refuses a reject without a reason and an approval without checks (invalid-argument), changing nothing', async () => {
    const admin = await newAdmin();
    const trainer = await seedPendingTrainer(db);
    let message = '';
    try {
      await admin.call('adminDecideVerification', { uid: trainer.uid, decision: 'reject', checks: [] });
    } catch (err) {
      message = String((err as Error).message);
    }
    expect(message).toContain(REJECT_REASON_REQUIRED);
    for (const body of [
      { uid: trainer.uid, decision: 'reject', checks: [], reason: '   ' },
      { uid: trainer.uid, decision: 'approve', checks: [] },
      { uid: trainer.uid, decision: 'approve', checks: ['passport-photo'] },
      { uid: trainer.uid, decision: 'approve', checks: ['identity'], verified: true },
    ]) {
      expect(await callErrorCode(admin.call('adminDecideVerification', body))).toBe('invalid-argument');
    }
    expect((await db.doc(`verification_requests/${trainer.uid}`).get()).get('status')).toBe('pending');
    expect(await auditFor(db, `verification:${trainer.uid}`)).toHaveLength(0);
  });

  it('rejects with a reason: the trainer is told why, stays unverified, and the decision is audited', async () => {
    const admin = await newAdmin();
    const trainer = await seedPendingTrainer(db);
    await admin.call('adminDecideVerification', {
      uid: trainer.uid,
      decision: 'reject',
      checks: [],
      reason: 'The certificate link does not open.',
    });
    const request = (await db.doc(`verification_requests/${trainer.uid}`).get()).data()!;
    expect(request).toMatchObject({ status: 'rejected', reason: 'The certificate link does not open.' });
    expect((await db.doc(`trainer_profiles/${trainer.uid}`).get()).get('verified')).toBe(false);
    const mails = await mailsTo(db, trainer.email);
    expect(mails[0]!.message.text).toContain('The certificate link does not open.');
    expect((await auditFor(db, `verification:${trainer.uid}`))[0]!.action).toBe('verification.reject');
  });

  it('decides a request once: concurrent approvals give one decision, one audit entry, one mail', async () => {
    const [a1, a2] = await Promise.all([newAdmin('a1'), newAdmin('a2')]);
    const trainer = await seedPendingTrainer(db);
    const body = { uid: trainer.uid, decision: 'approve', checks: ['identity'] };
    const results = await Promise.allSettled([
      a1.call('adminDecideVerification', body),
      a2.call('adminDecideVerification', body),
      a1.call('adminDecideVerification', { ...body, decision: 'reject', reason: 'No.' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await auditFor(db, `verification:${trainer.uid}`)).toHaveLength(1);
    expect(await mailsTo(db, trainer.email)).toHaveLength(1);
    expect(await callErrorCode(a2.call('adminDecideVerification', body))).toBe('failed-precondition');
  });

  it('refuses an admin deciding their own request, and a request that does not exist', async () => {
    const admin = await newAdmin();
    await db.doc(`verification_requests/${admin.uid}`).set({ uid: admin.uid, status: 'pending' });
    expect(
      await callErrorCode(
        admin.call('adminDecideVerification', { uid: admin.uid, decision: 'approve', checks: ['identity'] }),
      ),
    ).toBe('permission-denied');
    expect(
      await callErrorCode(
        admin.call('adminDecideVerification', { uid: 'nobody-here', decision: 'approve', checks: ['identity'] }),
      ),
    ).toBe('not-found');
  });
});
