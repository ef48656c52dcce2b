// Verification is of a person (docs/decisions/142-verification-follows-identity.md), on the emulators:
// renaming (or changing specialization) after approval drops `verified` on the profile and the card,
// queues the change for the admins (old → new) and tells the trainer; an admin's approval restores
// the badge and is audited; replays change nothing.
import { VERIFICATION_DROPPED, type AdminOk } from '@skillsetu/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, closeApps, eventually } from '../mail/accounts-test-env';
import { dropVerificationOnIdentityChange } from '../trainers/identity-change';
import { auditFor, newAdmin, seedPendingTrainer } from './admin-test-env';

const db = adminDb();
afterAll(closeApps);

const cardVerified = (uid: string, want: boolean) =>
  eventually(async () => {
    const c = (await db.doc(`trainer_cards/${uid}`).get()).data();
    return c && c.verified === want ? c : undefined;
  }, 60_000);

describe('the Verified badge follows the identity that was approved', { timeout: 180_000 }, () => {
  it('rename after approval drops verified, queues the change; admin approval restores it', async () => {
    const admin = await newAdmin();
    const trainer = await seedPendingTrainer(db, 'renamer');
    await admin.call<object, AdminOk>('adminDecideVerification', {
      uid: trainer.uid,
      decision: 'approve',
      checks: ['identity', 'qualification'],
    });
    expect((await db.doc(`trainer_profiles/${trainer.uid}`).get()).get('verified_identity')).toEqual({
      full_name: 'Tara Trainer',
      specialization: 'Web Development',
    });
    await cardVerified(trainer.uid, true);

    // The trainer's own edit (the rules allow name and specialization changes).
    await db
      .doc(`trainer_profiles/${trainer.uid}`)
      .update({ full_name: 'Dr Famous Someone Else', specialization: 'Music' });
    const card = await cardVerified(trainer.uid, false);
    expect(card.verification_checks).toBeUndefined();
    const profile = (await db.doc(`trainer_profiles/${trainer.uid}`).get()).data()!;
    expect(profile).toMatchObject({ verified: false, full_name: 'Dr Famous Someone Else' });
    expect(profile.verified_at).toBeUndefined();
    const request = (await db.doc(`verification_requests/${trainer.uid}`).get()).data()!;
    expect(request).toMatchObject({
      status: 'pending',
      identity_change: {
        from_name: 'Tara Trainer',
        from_specialization: 'Web Development',
        to_name: 'Dr Famous Someone Else',
        to_specialization: 'Music',
      },
    });
    const notices = async () =>
      (await db.collection('notifications').where('user_id', '==', trainer.uid).get()).docs.filter(
        (d) => d.get('title') === VERIFICATION_DROPPED.title,
      );
    const [notice] = await eventually(async () => ((await notices()).length ? notices() : undefined));
    expect(notice!.get('message')).toBe(
      'Your verified badge was removed because your name or specialization changed. Request verification again.',
    );

    // Replays (the same before/after again) change nothing and send no second notice.
    const before = { ...profile, full_name: 'Tara Trainer', specialization: 'Web Development', verified: true };
    expect(await dropVerificationOnIdentityChange(db, trainer.uid, before)).toBeNull();
    expect(await notices()).toHaveLength(1);

    // The admin approves the change: verified again, for the new identity, audited with the change.
    await admin.call<object, AdminOk>('adminDecideVerification', {
      uid: trainer.uid,
      decision: 'approve',
      checks: ['identity'],
    });
    await cardVerified(trainer.uid, true);
    const restored = (await db.doc(`trainer_profiles/${trainer.uid}`).get()).data()!;
    expect(restored.verified_identity).toEqual({ full_name: 'Dr Famous Someone Else', specialization: 'Music' });
    const audit = await auditFor(db, `verification:${trainer.uid}`);
    expect(audit.map((a) => a.action)).toEqual(['verification.approve', 'verification.approve']);
    expect(audit[1]!.summary).toContain('Tara Trainer, Web Development → Dr Famous Someone Else, Music');
  });

  it('other edits (bio, city) keep the badge', async () => {
    const admin = await newAdmin('admin-2');
    const trainer = await seedPendingTrainer(db, 'editor');
    await admin.call('adminDecideVerification', { uid: trainer.uid, decision: 'approve', checks: ['identity'] });
    await cardVerified(trainer.uid, true);
    await db.doc(`trainer_profiles/${trainer.uid}`).update({ bio: 'Now teaching on weekends.', city: 'Pune' });
    await eventually(async () =>
      (await db.doc(`trainer_cards/${trainer.uid}`).get()).get('location') === 'Pune' ? true : undefined,
    );
    expect((await db.doc(`trainer_profiles/${trainer.uid}`).get()).get('verified')).toBe(true);
    expect((await db.doc(`verification_requests/${trainer.uid}`).get()).get('status')).toBe('verified');
  });

  it('a profile verified before verified_identity existed: the change is seen from the previous document', async () => {
    const trainer = await seedPendingTrainer(db, 'legacy');
    const ref = db.doc(`trainer_profiles/${trainer.uid}`);
    await ref.update({ verified: true, verification_checks: ['identity'] });
    await cardVerified(trainer.uid, true);
    await ref.update({ full_name: 'Someone Else' });
    await cardVerified(trainer.uid, false);
    expect((await db.doc(`verification_requests/${trainer.uid}`).get()).get('identity_change')).toMatchObject({
      from_name: 'Tara Trainer',
      to_name: 'Someone Else',
    });
  });
});
