import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../mail/accounts-test-env';
import { notifyCourseWatchers } from './notify-course-watchers';

const db = adminDb();
const written: string[] = [];
afterAll(async () => {
  await Promise.all(written.map((path) => db.doc(path).delete()));
});

async function put(path: string, data: Record<string, unknown>) {
  written.push(path);
  await db.doc(path).set(data);
}

async function watchedCourse() {
  const id = `watch-${randomUUID()}`;
  await put(`courses/${id}`, {
    trainer_id: `trainer-${id}`,
    title: 'React Basics',
    price: 4999,
    is_active: true,
    created_at: Timestamp.now(),
  });
  await put(`course_watchers/${id}_lena-${id}`, { course_id: id, user_id: `lena-${id}`, created_at: Timestamp.now() });
  await put(`course_watchers/${id}_omar-${id}`, { course_id: id, user_id: `omar-${id}`, created_at: Timestamp.now() });
  return id;
}

const notificationsOf = async (uid: string) =>
  (await db.collection('notifications').where('user_id', '==', uid).get()).docs.map((d) => d.data());

describe('Notify Me: watchers hear about a price change', () => {
  it('a new price notifies every watcher once, with a link to the course', async () => {
    const id = await watchedCourse();
    await db.doc(`courses/${id}`).update({ price: 3999 });
    for (const who of ['lena', 'omar']) {
      const notes = await eventually(async () => {
        const n = await notificationsOf(`${who}-${id}`);
        return n.length > 0 ? n : undefined;
      });
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        title: 'Course price changed',
        message: 'React Basics is now ₹3,999.',
        type: 'info',
        is_read: false,
        action_url: `/course/${id}`,
      });
    }
  });

  it('an update that keeps the price notifies nobody', async () => {
    const id = await watchedCourse();
    await db.doc(`courses/${id}`).update({ title: 'React Basics, 2nd edition' });
    await db.doc(`courses/${id}`).update({ price: 2999 }); // a later change proves the trigger ran in order
    const notes = await eventually(async () => {
      const n = await notificationsOf(`lena-${id}`);
      return n.length > 0 ? n : undefined;
    });
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toBe('React Basics, 2nd edition is now ₹2,999.');
  });

  it('is idempotent per change and generic (a batch announcement uses the same call)', async () => {
    const id = await watchedCourse();
    const event = { key: `batch-${id}`, title: 'New batch scheduled', message: 'React Basics starts on 1 March.' };
    await Promise.all([notifyCourseWatchers(db, id, event), notifyCourseWatchers(db, id, event)]);
    expect(await notifyCourseWatchers(db, id, event)).toBe(2);
    const notes = await notificationsOf(`omar-${id}`);
    expect(notes.filter((n) => n.title === 'New batch scheduled')).toHaveLength(1);
  });
});
