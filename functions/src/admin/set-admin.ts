import { profiles, setAdminRequestSchema, type AdminOk } from '@skillsetu/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { auth, db } from '../lib/admin';
import { guarded, parseInput } from '../lib/callable';
import { appendAudit, requireAdmin } from './admin-guard';
import { requireUser } from './require-user';
import { typedRead } from '../lib/typed-docs';

/**
 * Callable `adminSetAdmin` { uid, admin } → { ok: true }: grants or revokes the custom claim
 * `admin: true` (other claims kept) and mirrors profiles/{uid}.user_type ('admin', or back to
 * 'trainer' / 'learner'), then appends to admin_audit. A revoke also revokes the user's refresh
 * tokens, so the claim ends within the hour (docs/decisions/051-admin-claim-changes-and-self-protection.md). Throws permission-denied (not an
 * admin), failed-precondition (revoking yourself), not-found (no such user).
 */
export const adminSetAdmin = onCall((request) =>
  guarded('adminSetAdmin', async (): Promise<AdminOk> => {
    const actor = requireAdmin(request);
    const input = parseInput(setAdminRequestSchema, request.data);
    if (!input.admin && input.uid === actor.uid) {
      throw new HttpsError('failed-precondition', 'You cannot revoke your own admin access.');
    }
    const user = await requireUser(input.uid);
    const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
    if (input.admin) claims.admin = true;
    else delete claims.admin;
    await auth.setCustomUserClaims(input.uid, claims);
    if (!input.admin) await auth.revokeRefreshTokens(input.uid);

    const profileRef = db.doc(profiles.path(input.uid));
    const [profile, trainerProfile] = await Promise.all([
      profileRef.get(),
      db.doc(`trainer_profiles/${input.uid}`).get(),
    ]);
    const batch = db.batch();
    if (profile.exists) {
      const userType = input.admin ? 'admin' : trainerProfile.exists ? 'trainer' : 'learner';
      // A profile the module cannot read gets its user_type written, as one without it did.
      if (typedRead(profiles, profile)?.user_type !== userType) {
        batch.update(profileRef, { user_type: userType, updated_at: FieldValue.serverTimestamp() });
      }
    }
    appendAudit(batch, actor, {
      action: input.admin ? 'user.grant_admin' : 'user.revoke_admin',
      target: `user:${input.uid}`,
      summary: `${input.admin ? 'Granted' : 'Revoked'} admin for ${user.email ?? input.uid}`,
    });
    await batch.commit();
    return { ok: true };
  }),
);
