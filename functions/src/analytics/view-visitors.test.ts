// recordView counts one view per page per IST day per signed-in uid AND per IP address, and never
// for accounts younger than 10 minutes (docs/decisions/141-views-keyed-by-uid-and-ip.md). One machine
// (127.0.0.1) plays many addresses: the emulator's callable reads the caller's IP from the last
// X-Forwarded-For entry (docs/decisions/015-per-caller-rate-limits.md), which each test client sets (accounts-test-env).
import { VIEW_MIN_ACCOUNT_AGE_MS, type RecordViewResult } from '@skillsetu/domain';
import { istDayKey } from '@skillsetu/domain';
import { randomUUID } from 'node:crypto';
import { signInWithCustomToken } from 'firebase/auth';
import { getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, closeApps, eventually, freshIp, newClient, newUser, type Client } from '../mail/accounts-test-env';

const db = adminDb();
// adminDb() initialised the default Admin app (FIREBASE_AUTH_EMULATOR_HOST is set by emulators:exec).
const adminAuth = getAuth(getApps()[0]);
afterAll(closeApps);

/** A signed-in client whose Auth account was created an hour ago (Admin SDK import), calling from `ip`. */
async function oldAccount(label: string, ip: string = freshIp()): Promise<Client & { uid: string }> {
  const uid = `${label}-${randomUUID().slice(0, 8)}`;
  const creationTime = new Date(Date.now() - 6 * VIEW_MIN_ACCOUNT_AGE_MS).toUTCString();
  const res = await adminAuth.importUsers([{ uid, email: `${uid}@accounts.test`, metadata: { creationTime } }]);
  expect(res.failureCount).toBe(0);
  const created = Date.parse((await adminAuth.getUser(uid)).metadata.creationTime);
  expect(Date.now() - created).toBeGreaterThan(VIEW_MIN_ACCOUNT_AGE_MS);
  const client = newClient(label, ip);
  await signInWithCustomToken(client.auth, await adminAuth.createCustomToken(uid));
  return { ...client, uid };
}

async function seedTrainer() {
  const trainerId = `trainer-${randomUUID()}`;
  await db.doc(`trainer_profiles/${trainerId}`).set({
    user_id: trainerId,
    full_name: 'Meera Iyer',
    email: `${trainerId}@example.com`,
    specialization: 'Data Science',
    verified: false,
    created_at: Timestamp.now(),
  });
  await eventually(async () => ((await db.doc(`trainer_cards/${trainerId}`).get()).exists ? true : undefined), 30_000);
  return trainerId;
}

const views = async (trainerId: string) =>
  (await db.doc(`trainer_analytics/${trainerId}/days/${istDayKey(new Date())}`).get()).get('profile_views') ?? 0;
const view = (c: Client, id: string) => c.call<object, RecordViewResult>('recordView', { kind: 'profile', id });

describe('recordView: visitors keyed by uid and IP', { timeout: 120_000 }, () => {
  it('four throwaway sign-ups on one machine count nothing (accounts under 10 minutes old)', async () => {
    const trainerId = await seedTrainer();
    const ip = freshIp();
    for (let i = 0; i < 4; i++) {
      const fresh = await newUser(`throwaway${i}`, ip);
      expect(await view(fresh, trainerId)).toEqual({ counted: false });
    }
    // Fresh accounts on four different addresses neither.
    for (let i = 0; i < 4; i++) expect(await view(await newUser(`spread${i}`), trainerId)).toEqual({ counted: false });
    expect(await views(trainerId)).toBe(0);
  });

  it('by IP: two old accounts on one IP count once; a third address counts again', async () => {
    const trainerId = await seedTrainer();
    const ip = freshIp();
    expect(await view(await oldAccount('a', ip), trainerId)).toEqual({ counted: true });
    expect(await view(await oldAccount('b', ip), trainerId)).toEqual({ counted: false });
    expect(await view(newClient('signed-out', ip), trainerId)).toEqual({ counted: false });
    expect(await view(await oldAccount('c'), trainerId)).toEqual({ counted: true });
    expect(await views(trainerId)).toBe(2);
  });

  it('by uid: one old account from two IPs counts once, and marks the second IP', async () => {
    const trainerId = await seedTrainer();
    const home = await oldAccount('roamer');
    expect(await view(home, trainerId)).toEqual({ counted: true });
    const office = freshIp();
    const elsewhere = newClient('roamer-office', office);
    await signInWithCustomToken(elsewhere.auth, await adminAuth.createCustomToken(home.uid));
    expect(await view(elsewhere, trainerId)).toEqual({ counted: false });
    expect(await view(newClient('office-colleague', office), trainerId)).toEqual({ counted: false });
    expect(await views(trainerId)).toBe(1);
  });
});
