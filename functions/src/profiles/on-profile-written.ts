import { profiles } from '@skillsetu/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { indexProfileForSearch } from '../admin/user-search-index';
import { db } from '../lib/admin';
import { runParts } from '../lib/trigger-parts';
import { typedRead } from '../lib/typed-docs';
import { sendWelcome } from '../notifications/send-welcome';

/**
 * profiles/{uid} written → every projection of a profile, in one invocation
 * (docs/decisions/307-one-trigger-per-collection.md): the parts run side by side, each idempotent
 * and run to its end whatever the other does (runParts):
 * 1. `welcome`, on create only (sign-up): one welcome notification for the profile's role
 *    (sendWelcome);
 * 2. `search`: the admin's user-search index user_search/{uid} (indexProfileForSearch, ADR 177).
 * Throws the first failed part's error once both ended.
 */
export const onProfileWritten = onDocumentWritten('profiles/{uid}', async (event) => {
  const uid = event.params.uid;
  const before = event.data?.before;
  const after = event.data?.after;
  const created = !before?.exists && after?.exists === true;
  const role = after?.exists && typedRead(profiles, after)?.user_type === 'trainer' ? 'trainer' : 'learner';
  await runParts('onProfileWritten', [
    ...(created ? [['welcome', () => sendWelcome(db, uid, role)] as const] : []),
    ['search', () => indexProfileForSearch(db, uid)],
  ]);
});
