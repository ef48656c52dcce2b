// firestore.rules, batches/{batchId} (docs/decisions/080-batches-and-seats.md): the course's
// trainer creates and edits a scheduled batch; status, seats_taken and cancellation are the
// server's; the public reads scheduled batches only, lists of at most 50.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { seedProfile, useRulesEnv } from '../support/rules-env';

const rules = useRulesEnv();
const DAY = 86_400_000;
const future = (days: number) => Timestamp.fromMillis(Date.now() + days * DAY);

/** What the dashboard's batch form writes. */
const batch = (extra: Record<string, unknown> = {}) => ({
  course_id: 'react',
  trainer_id: 'tina',
  starts_at: future(7),
  ends_at: null,
  seats: 10,
  schedule: 'Sat–Sun, 10 AM–1 PM IST',
  status: 'scheduled',
  created_at: serverTimestamp(),
  ...extra,
});

async function seed() {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'profiles/tina'), seedProfile('tina', 'trainer'));
    await setDoc(doc(db, 'profiles/tom'), seedProfile('tom', 'trainer'));
    await setDoc(doc(db, 'courses/react'), { trainer_id: 'tina', title: 'React', price: 999, is_active: true });
    await setDoc(doc(db, 'courses/toms'), { trainer_id: 'tom', title: 'Go', price: 999, is_active: true });
    await setDoc(doc(db, 'batches/open'), batch({ created_at: Timestamp.now(), seats_taken: 3 }));
    await setDoc(doc(db, 'batches/gone'), batch({ created_at: Timestamp.now(), status: 'cancelled' }));
  });
}

describe('batches read', () => {
  it('anyone reads a scheduled batch; a cancelled one only its trainer or an admin', async () => {
    await seed();
    await assertSucceeds(getDoc(doc(rules.anon(), 'batches/open')));
    await assertFails(getDoc(doc(rules.anon(), 'batches/gone')));
    await assertFails(getDoc(doc(rules.as('tom'), 'batches/gone')));
    await assertSucceeds(getDoc(doc(rules.as('tina'), 'batches/gone')));
    await assertSucceeds(getDoc(doc(rules.as('root', { admin: true }), 'batches/gone')));
  });

  it('lists scheduled batches of a course, at most 50; an unbounded or unfiltered list is refused', async () => {
    await seed();
    const col = collection(rules.anon(), 'batches');
    const open = query(
      col,
      where('course_id', '==', 'react'),
      where('status', '==', 'scheduled'),
      where('starts_at', '>', Timestamp.now()),
      orderBy('starts_at'),
      limit(50),
    );
    await assertSucceeds(getDocs(open));
    await assertFails(getDocs(query(col, where('course_id', '==', 'react'), where('status', '==', 'scheduled'))));
    await assertFails(getDocs(query(col, where('status', '==', 'scheduled'), limit(51))));
    await assertFails(getDocs(query(col, where('course_id', '==', 'react'), limit(10))));
    const own = collection(rules.as('tina'), 'batches');
    await assertSucceeds(getDocs(query(own, where('trainer_id', '==', 'tina'), limit(50))));
  });
});

describe('batches create', () => {
  it('lets the course trainer add a future batch', async () => {
    await seed();
    await assertSucceeds(setDoc(doc(rules.as('tina'), 'batches/new'), batch()));
    await assertSucceeds(setDoc(doc(rules.as('tina'), 'batches/ends'), batch({ ends_at: future(30), seats: 1 })));
  });

  it('refuses other users, other courses, the server fields and bad values', async () => {
    await seed();
    const tina = rules.as('tina');
    await assertFails(setDoc(doc(rules.anon(), 'batches/x'), batch()));
    await assertFails(setDoc(doc(rules.as('tom'), 'batches/x'), batch()));
    await assertFails(setDoc(doc(rules.as('tom'), 'batches/x'), batch({ trainer_id: 'tom' })));
    await assertFails(setDoc(doc(tina, 'batches/x'), batch({ course_id: 'toms' })));
    await assertFails(setDoc(doc(tina, 'batches/x'), batch({ course_id: 'missing' })));
    await assertFails(setDoc(doc(tina, 'batches/x'), batch({ seats_taken: 0 })));
    await assertFails(setDoc(doc(tina, 'batches/x'), batch({ status: 'cancelled' })));
    await assertFails(setDoc(doc(tina, 'batches/x'), batch({ starts_at: future(-1) })));
    await assertFails(setDoc(doc(tina, 'batches/x'), batch({ starts_at: '2030-01-01' })));
    await assertFails(setDoc(doc(tina, 'batches/x'), batch({ ends_at: future(6) })));
    await assertFails(setDoc(doc(tina, 'batches/x'), batch({ seats: 0 })));
    await assertFails(setDoc(doc(tina, 'batches/x'), batch({ seats: 101 })));
    await assertFails(setDoc(doc(tina, 'batches/x'), batch({ seats: 2.5 })));
    await assertFails(setDoc(doc(tina, 'batches/x'), batch({ schedule: 'x'.repeat(301) })));
    await assertFails(setDoc(doc(tina, 'batches/x'), batch({ created_at: Timestamp.fromMillis(0) })));
    await assertFails(setDoc(doc(tina, 'batches/x'), batch({ price: 1 })));
  });
});

describe('batches update and delete', () => {
  it('lets the trainer edit start, end, seats and schedule while scheduled', async () => {
    await seed();
    await assertSucceeds(
      updateDoc(doc(rules.as('tina'), 'batches/open'), {
        starts_at: future(9),
        seats: 3,
        schedule: 'Weekdays 7 PM',
        updated_at: serverTimestamp(),
      }),
    );
  });

  it('refuses seats below those sold, status or counter changes, other users, cancelled batches and deletes', async () => {
    await seed();
    const tina = rules.as('tina');
    await assertFails(updateDoc(doc(tina, 'batches/open'), { seats: 2 }));
    await assertFails(updateDoc(doc(tina, 'batches/open'), { status: 'cancelled' }));
    await assertFails(updateDoc(doc(tina, 'batches/open'), { seats_taken: 0 }));
    await assertFails(updateDoc(doc(tina, 'batches/open'), { course_id: 'toms' }));
    await assertFails(updateDoc(doc(tina, 'batches/open'), { trainer_id: 'tom' }));
    await assertFails(updateDoc(doc(tina, 'batches/open'), { starts_at: future(-1) }));
    await assertFails(updateDoc(doc(tina, 'batches/gone'), { schedule: 'again' }));
    await assertFails(updateDoc(doc(rules.as('tom'), 'batches/open'), { schedule: 'mine' }));
    await assertFails(deleteDoc(doc(tina, 'batches/open')));
  });
});
