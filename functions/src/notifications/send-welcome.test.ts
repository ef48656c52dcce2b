import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, closeApps, eventually, newUser } from '../mail/accounts-test-env';
import { WELCOME_NOTIFICATION } from './welcome-notification';

const db = adminDb();
afterAll(closeApps);

describe('onProfileWritten: the welcome on sign-up', () => {
  it('writes one unread welcome notification for a new trainer profile', async () => {
    const user = await newUser('welcome');
    await db.doc(`profiles/${user.uid}`).set({
      full_name: 'New Trainer',
      email: user.email,
      user_type: 'trainer',
      phone: null,
      city: null,
      avatar_url: null,
      updated_at: Timestamp.now(),
    });
    const data = await eventually(async () => (await db.doc(`notifications/welcome_${user.uid}`).get()).data());
    expect(data).toMatchObject({
      user_id: user.uid,
      title: WELCOME_NOTIFICATION.trainer.title,
      message: WELCOME_NOTIFICATION.trainer.message,
      type: 'success',
      is_read: false,
      action_url: '/trainer-dashboard',
    });
    expect(data.created_at).toBeInstanceOf(Timestamp);
    const all = await db.collection('notifications').where('user_id', '==', user.uid).get();
    expect(all.size).toBe(1);
  });
});
