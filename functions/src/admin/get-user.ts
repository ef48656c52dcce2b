import { getUserRequestSchema, type AdminUser } from '@skillsetu/domain';
import { onCall } from 'firebase-functions/v2/https';
import { guarded, parseInput } from '../lib/callable';
import { requireAdmin } from './admin-guard';
import { requireUser } from './require-user';

const iso = (value: string | undefined): string | null => (value ? new Date(value).toISOString() : null);

/**
 * Callable `adminGetUser` { uid } → AdminUser: the Auth side of a user (disabled, admin claim,
 * created and last sign-in times, ISO UTC) for the users tab. Read-only, so no audit entry.
 * Throws permission-denied (not an admin), not-found.
 */
export const adminGetUser = onCall((request) =>
  guarded('adminGetUser', async (): Promise<AdminUser> => {
    requireAdmin(request);
    const input = parseInput(getUserRequestSchema, request.data);
    const user = await requireUser(input.uid);
    return {
      uid: user.uid,
      email: user.email ?? null,
      disabled: user.disabled,
      admin: user.customClaims?.admin === true,
      created_at: iso(user.metadata.creationTime),
      last_sign_in_at: iso(user.metadata.lastSignInTime),
    };
  }),
);
