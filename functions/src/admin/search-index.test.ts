import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { adminDb, closeApps } from '../mail/accounts-test-env';

const db = adminDb();
afterAll(closeApps);

const tag = () => randomUUID().replace(/-/g, '').slice(0, 12);

/**
 * Waits until user_search/{uid} satisfies `ok`. On this loaded two-core machine the Firestore
 * emulator sometimes drops a trigger event ("Failed to publish v2 event … Read timed out" in
 * firestore-debug.log; production retries them), so a poll that still sees the old entry writes the
 * profile's updated_at again: the trigger reads the profile as it is now, so a second event is a
 * fair retry, not a different outcome.
 */
async function indexed(uid: string, ok: (entry: DocumentSnapshot) => boolean): Promise<DocumentSnapshot> {
  let polls = 0;
  return vi.waitFor(
    async () => {
      const entry = await db.doc(`user_search/${uid}`).get();
      if (ok(entry)) return entry;
      polls += 1;
      if (polls % 40 === 0) {
        const profile = db.doc(`profiles/${uid}`);
        if ((await profile.get()).exists) await profile.update({ updated_at: Timestamp.now() });
      }
      throw new Error(`user_search/${uid} not updated yet`);
    },
    { timeout: 90_000, interval: 250 },
  );
}

describe('onProfileWritten: the user-search index', () => {
  it('keeps user_search tokens of every name and e-mail word, lower-cased, and drops a deleted profile', async () => {
    const uid = `search-${tag()}`;
    const word = `walker${tag().slice(0, 5)}`;
    await db.doc(`profiles/${uid}`).set({
      full_name: `Ravi ${word.toUpperCase()}`,
      email: `ravi.w@${tag()}.test`,
      user_type: 'learner',
      updated_at: Timestamp.now(),
    });
    const found = await indexed(uid, (e) => e.exists);
    expect(found.get('tokens')).toEqual(expect.arrayContaining(['ravi', 'wa', 'wal', word]));
    const hits = await db.collection('user_search').where('tokens', 'array-contains', word).get();
    expect(hits.docs.map((d) => d.id)).toContain(uid);

    await db.doc(`profiles/${uid}`).update({ full_name: 'Ravi Kumar' });
    const renamed = await indexed(uid, (e) => e.get('full_name') === 'Ravi Kumar');
    expect(renamed.get('tokens')).not.toContain(word);

    await db.doc(`profiles/${uid}`).delete();
    await indexed(uid, (e) => !e.exists);
  }, 300_000);
});
