import { setDisabledRequestSchema, type AdminOk } from '@skillsetu/domain';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { auth, db } from '../lib/admin';
import { guarded, parseInput } from '../lib/callable';
import { appendAudit, requireAdmin } from './admin-guard';
import { requireUser } from './require-user';

/**
 * Callable `adminSetDisabled` { uid, disabled } → { ok: true }: disables or re-enables the Auth
 * account (a disabled user cannot sign in; their refresh tokens are revoked), then appends to
 * admin_audit. Throws permission-denied (not an admin), failed-precondition (disabling yourself),
 * not-found (no such user).
 */
export const adminSetDisabled = onCall((request) =>
  guarded('adminSetDisabled', async (): Promise<AdminOk> => {
    const actor = requireAdmin(request);
    const input = parseInput(setDisabledRequestSchema, request.data);
    if (input.disabled && input.uid === actor.uid) {
      throw new HttpsError('failed-precondition', 'You cannot disable your own account.');
    }
    const user = await requireUser(input.uid);
    await auth.updateUser(input.uid, { disabled: input.disabled });
    if (input.disabled) await auth.revokeRefreshTokens(input.uid);
    const batch = db.batch();
    appendAudit(batch, actor, {
      action: input.disabled ? 'user.disable' : 'user.enable',
      target: `user:${input.uid}`,
      summary: `${input.disabled ? 'Disabled' : 'Re-enabled'} ${user.email ?? input.uid}`,
    });
    await batch.commit();
    return { ok: true };
  }),
);
