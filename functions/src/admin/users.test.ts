import type { AdminOk, AdminUser } from '@skillsetu/domain';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, callErrorCode, closeApps, newClient, newUser } from '../mail/accounts-test-env';
import { adminAuth, auditFor, newAdmin, seedProfile } from './admin-test-env';

const db = adminDb();
afterAll(closeApps);

describe('adminSetAdmin, adminSetDisabled, adminGetUser: claim checks', () => {
  it('refuse signed-out callers, learners, trainers and a forged user_type admin', async () => {
    const victim = await newUser('victim');
    const forged = await newUser('forged');
    await seedProfile(db, forged, 'admin');
    const trainer = await newUser('trainer');
    await seedProfile(db, trainer, 'trainer');
    const calls: [string, object][] = [
      ['adminSetAdmin', { uid: forged.uid, admin: true }],
      ['adminSetDisabled', { uid: victim.uid, disabled: true }],
      ['adminGetUser', { uid: victim.uid }],
    ];
    for (const [name, body] of calls) {
      expect(await callErrorCode(newClient('anon').call(name, body))).toBe('unauthenticated');
      for (const caller of [forged, trainer, victim]) {
        expect(await callErrorCode(caller.call(name, body))).toBe('permission-denied');
      }
    }
    const forgedRecord = await adminAuth().getUser(forged.uid);
    expect(forgedRecord.customClaims?.admin).toBeUndefined();
    expect((await adminAuth().getUser(victim.uid)).disabled).toBe(false);
    expect(await auditFor(db, `user:${victim.uid}`)).toHaveLength(0);
  });
});

describe('adminSetAdmin', () => {
  it('grants and revokes the claim, mirrors user_type and audits both', async () => {
    const admin = await newAdmin();
    const user = await newUser('promoted');
    await seedProfile(db, user, 'learner');
    await admin.call<object, AdminOk>('adminSetAdmin', { uid: user.uid, admin: true });
    expect((await adminAuth().getUser(user.uid)).customClaims?.admin).toBe(true);
    expect((await db.doc(`profiles/${user.uid}`).get()).get('user_type')).toBe('admin');
    // the new admin's refreshed token now opens the admin callables
    await user.auth.currentUser?.getIdToken(true);
    const seen = await user.call<object, AdminUser>('adminGetUser', { uid: admin.uid });
    expect(seen).toMatchObject({ uid: admin.uid, admin: true, disabled: false, email: admin.email });

    await admin.call('adminSetAdmin', { uid: user.uid, admin: false });
    expect((await adminAuth().getUser(user.uid)).customClaims?.admin).toBeUndefined();
    expect((await db.doc(`profiles/${user.uid}`).get()).get('user_type')).toBe('learner');
    const audit = await auditFor(db, `user:${user.uid}`);
    expect(audit.map((a) => a.action)).toEqual(['user.grant_admin', 'user.revoke_admin']);
    expect(audit[0]).toMatchObject({ actor_uid: admin.uid });
  });

  it('refuses an admin revoking themself, and unknown users', async () => {
    const admin = await newAdmin();
    expect(await callErrorCode(admin.call('adminSetAdmin', { uid: admin.uid, admin: false }))).toBe(
      'failed-precondition',
    );
    expect((await adminAuth().getUser(admin.uid)).customClaims?.admin).toBe(true);
    expect(await callErrorCode(admin.call('adminSetAdmin', { uid: 'no-such-user', admin: true }))).toBe('not-found');
    expect(await callErrorCode(admin.call('adminSetAdmin', { uid: '', admin: true }))).toBe('invalid-argument');
    expect(await callErrorCode(admin.call('adminSetAdmin', { uid: admin.uid, admin: 'yes' }))).toBe('invalid-argument');
    expect(await auditFor(db, `user:${admin.uid}`)).toHaveLength(0);
  });
});

describe('adminSetDisabled', () => {
  it('disables (the user cannot sign in) and re-enables an account, audited', async () => {
    const admin = await newAdmin();
    const user = await newUser('disabled');
    await admin.call('adminSetDisabled', { uid: user.uid, disabled: true });
    expect((await adminAuth().getUser(user.uid)).disabled).toBe(true);
    expect((await admin.call<object, AdminUser>('adminGetUser', { uid: user.uid })).disabled).toBe(true);
    const fresh = newClient('relogin');
    expect(await callErrorCode(signInWithEmailAndPassword(fresh.auth, user.email, 'secret123'))).toBe(
      'auth/user-disabled',
    );
    await admin.call('adminSetDisabled', { uid: user.uid, disabled: false });
    await signInWithEmailAndPassword(fresh.auth, user.email, 'secret123');
    expect(fresh.auth.currentUser?.uid).toBe(user.uid);
    expect((await auditFor(db, `user:${user.uid}`)).map((a) => a.action)).toEqual(['user.disable', 'user.enable']);
  });

  it('refuses an admin disabling themself', async () => {
    const admin = await newAdmin();
    expect(await callErrorCode(admin.call('adminSetDisabled', { uid: admin.uid, disabled: true }))).toBe(
      'failed-precondition',
    );
    expect((await adminAuth().getUser(admin.uid)).disabled).toBe(false);
    expect(await callErrorCode(admin.call('adminGetUser', { uid: 'no-such-user' }))).toBe('not-found');
  });
});
