import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, callErrorCode, closeApps, newClient, newUser } from '../mail/accounts-test-env';
import type { MyDataExport } from './export-my-data';

// "Download my data" (docs/accounts.md "My data"): the export holds every document about the
// caller and nothing of anyone else, on the emulators.
const db = adminDb();
afterAll(closeApps);

async function seedUser(uid: string, email: string, otherUid: string) {
  const cid = `${uid}_${otherUid}`;
  await Promise.all([
    db.doc(`profiles/${uid}`).set({ full_name: `Name ${uid}`, email, user_type: 'learner' }),
    db.doc(`orders/order_${uid}`).set({ uid, amount: 99900, status: 'paid', created_at: Timestamp.now() }),
    db.doc(`notifications/n_${uid}`).set({ user_id: uid, title: 'Hello', is_read: false }),
    db.doc(`conversations/${cid}`).set({ participants: [uid, otherUid], learner_id: uid, trainer_id: otherUid }),
    db.doc(`conversations/${cid}/messages/${uid}_1`).set({ sender_id: uid, text: `mine ${uid}` }),
    db.doc(`conversations/${cid}/messages/${otherUid}_1`).set({ sender_id: otherUid, text: `theirs ${otherUid}` }),
  ]);
}

describe('exportMyData', { timeout: 120_000 }, () => {
  it("returns the caller's documents, their own messages only, and nothing of another user", async () => {
    const [a, b] = await Promise.all([newUser('exporter'), newUser('neighbour')]);
    await Promise.all([seedUser(a.uid, a.email, b.uid), seedUser(b.uid, b.email, a.uid)]);
    const out = await a.call<null, MyDataExport>('exportMyData', null);
    expect(out.uid).toBe(a.uid);
    expect(out.collections.profiles).toEqual([
      { id: a.uid, full_name: `Name ${a.uid}`, email: a.email, user_type: 'learner' },
    ]);
    expect(out.collections.orders?.map((o) => o.id)).toEqual([`order_${a.uid}`]);
    expect(typeof out.collections.orders?.[0]?.created_at).toBe('string');
    // the welcome notification of the profile trigger is the caller's too
    expect(out.collections.notifications?.map((n) => n.id)).toContain(`n_${a.uid}`);
    expect(out.collections.notifications?.every((n) => n.user_id === a.uid)).toBe(true);
    const texts = out.collections.messages?.map((m) => m.text) ?? [];
    expect(texts).toContain(`mine ${a.uid}`);
    expect(texts).not.toContain(`theirs ${b.uid}`);
    expect(texts).not.toContain(`mine ${b.uid}`);
    // B's own documents never appear (A's message notification may quote B's name: it is A's record)
    expect(JSON.stringify(out)).not.toContain(b.email);
    expect(out.collections.conversations?.every((c) => !('learner_name' in c) && !('last_message' in c))).toBe(true);
    expect(JSON.stringify(out)).not.toContain(`order_${b.uid}`);
  });

  it('refuses a signed-out caller', async () => {
    expect(await callErrorCode(newClient('anon').call('exportMyData', null))).toBe('unauthenticated');
  });
});
