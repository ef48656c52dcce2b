import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../mail/accounts-test-env';
import { batchAnnouncement } from './on-batch-created';
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

const notificationsOf = async (uid: string) =>
  (await db.collection('notifications').where('user_id', '==', uid).get()).docs;

const STARTS = Timestamp.fromDate(new Date('2027-03-01T04:30:00Z')); // 10:00 IST

describe('Notify Me: watchers hear about a new batch (onBatchCreated)', () => {
  it('a scheduled batch notifies every watcher once; a retry keeps it as the learner left it', async () => {
    const id = `batch-course-${randomUUID()}`;
    const trainer = `trainer-${id}`;
    await put(`courses/${id}`, {
      trainer_id: trainer,
      title: 'React Basics',
      price: 4999,
      is_active: true,
      created_at: Timestamp.now(),
    });
    await put(`course_watchers/${id}_lena-${id}`, {
      course_id: id,
      user_id: `lena-${id}`,
      created_at: Timestamp.now(),
    });
    await put(`course_watchers/${id}_omar-${id}`, {
      course_id: id,
      user_id: `omar-${id}`,
      created_at: Timestamp.now(),
    });

    const batchId = `b-${id}`;
    await put(`batches/${batchId}`, {
      course_id: id,
      trainer_id: trainer,
      starts_at: STARTS,
      seats: 20,
      schedule: 'Sat-Sun 10:00-12:00',
      status: 'scheduled',
    });
    for (const who of ['lena', 'omar']) {
      const notes = await eventually(async () => {
        const n = await notificationsOf(`${who}-${id}`);
        return n.length > 0 ? n : undefined;
      });
      expect(notes).toHaveLength(1);
      written.push(notes[0]!.ref.path);
      expect(notes[0]!.data()).toMatchObject({
        title: 'New batch scheduled',
        message: 'React Basics: a new batch starts on 1 March 2027.',
        type: 'info',
        is_read: false,
        action_url: `/course/${id}`,
      });
    }

    // the learner reads it; the same announcement again (a retried trigger) changes nothing
    const [lenaNote] = await notificationsOf(`lena-${id}`);
    await lenaNote!.ref.update({ is_read: true });
    const course = (await db.doc(`courses/${id}`).get()).data();
    const again = batchAnnouncement(batchId, (await db.doc(`batches/${batchId}`).get()).data()!, course);
    expect(await notifyCourseWatchers(db, id, again!)).toBe(2);
    const after = await notificationsOf(`lena-${id}`);
    expect(after).toHaveLength(1);
    expect(after[0]!.get('is_read')).toBe(true);
  });

  it('announces only scheduled batches of a published course of the same trainer', () => {
    const course = { trainer_id: 't1', title: 'React Basics', is_active: true };
    const batch = { course_id: 'c1', trainer_id: 't1', starts_at: STARTS, status: 'scheduled' };
    expect(batchAnnouncement('b1', batch, course)).toEqual({
      key: 'batch_b1',
      title: 'New batch scheduled',
      message: 'React Basics: a new batch starts on 1 March 2027.',
    });
    expect(batchAnnouncement('b1', { ...batch, status: 'cancelled' }, course)).toBeNull();
    expect(batchAnnouncement('b1', batch, { ...course, is_active: false })).toBeNull();
    expect(batchAnnouncement('b1', { ...batch, trainer_id: 'someone-else' }, course)).toBeNull();
    expect(batchAnnouncement('b1', batch, undefined)).toBeNull();
  });
});
