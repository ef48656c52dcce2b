// firestore.rules, documents section: invoices/{id} are server-written; the supplier and recipient
// (party_uids) and admins read them, bounded lists; tax_profiles are the owner's to read; counters
// are server-only (docs/payments.md#invoices).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { invoiceCounters, invoices, taxProfiles } from '@skillsetu/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnv } from '../support/rules-env';

const rules = useRulesEnv();
const invoice = invoices.make({
  order_id: 'order_A',
  issued_at: new Date('2026-11-25T06:00:00Z'),
  supplier: { uid: 'tina', name: 'Tina Rao', state: '27', gstin: null },
  recipient: { uid: 'alice', name: 'Alice', state: '27', gstin: null },
  party_uids: ['tina', 'alice'],
});

async function seed() {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'invoices/ord_order_A'), invoice);
    await setDoc(doc(db, 'tax_profiles/tina'), taxProfiles.make({ state: '27', gstin: '27AAPFU0939F1ZV' }));
    await setDoc(doc(db, 'invoice_counters/ST_26-27'), invoiceCounters.make());
  });
}
const mine = (db: ReturnType<typeof rules.as>, uid: string, n = 50) =>
  query(collection(db, 'invoices'), where('party_uids', 'array-contains', uid), limit(n));

describe('invoices: the parties and admins read', () => {
  it('the learner and the trainer read the document and list their own (bounded)', async () => {
    await seed();
    for (const uid of ['alice', 'tina']) {
      const db = rules.as(uid);
      await assertSucceeds(getDoc(doc(db, 'invoices/ord_order_A')));
      await assertSucceeds(getDocs(mine(db, uid)));
    }
    await assertSucceeds(getDocs(query(collection(rules.as('ada', { admin: true }), 'invoices'), limit(50))));
  });

  it('another user, a visitor, unbounded or foreign lists are refused', async () => {
    await seed();
    const tom = rules.as('tom');
    await assertFails(getDoc(doc(tom, 'invoices/ord_order_A')));
    await assertFails(getDocs(mine(tom, 'alice')));
    await assertFails(getDocs(query(collection(tom, 'invoices'), limit(10))));
    await assertFails(getDoc(doc(rules.anon(), 'invoices/ord_order_A')));
    const alice = rules.as('alice');
    await assertFails(getDocs(query(collection(alice, 'invoices'), where('party_uids', 'array-contains', 'alice'))));
    await assertFails(getDocs(mine(alice, 'alice', 51)));
  });
});

describe('invoices, tax profiles and counters: no client writes', () => {
  it('no party can create, change or delete a document, or move the counter', async () => {
    await seed();
    for (const uid of ['alice', 'tina']) {
      const db = rules.as(uid);
      await assertFails(setDoc(doc(db, 'invoices/ord_order_B'), { ...invoice, order_id: 'order_B' }));
      await assertFails(updateDoc(doc(db, 'invoices/ord_order_A'), { total_paise: 1 }));
      await assertFails(updateDoc(doc(db, 'invoices/ord_order_A'), { party_uids: ['alice', 'tina', 'tom'] }));
      await assertFails(deleteDoc(doc(db, 'invoices/ord_order_A')));
      await assertFails(getDoc(doc(db, 'invoice_counters/ST_26-27')));
      await assertFails(setDoc(doc(db, 'invoice_counters/ST_26-27'), { last: 0 }));
    }
  });

  it('the owner reads their tax profile but cannot write it (GSTIN goes through the server)', async () => {
    await seed();
    const tina = rules.as('tina');
    await assertSucceeds(getDoc(doc(tina, 'tax_profiles/tina')));
    await assertFails(setDoc(doc(tina, 'tax_profiles/tina'), { state: '27', gstin: '27AAPFU0939F1ZW' }));
    await assertFails(updateDoc(doc(tina, 'tax_profiles/tina'), { gstin: 'not-a-gstin' }));
    await assertFails(getDoc(doc(rules.as('tom'), 'tax_profiles/tina')));
    await assertFails(setDoc(doc(rules.as('tom'), 'tax_profiles/tom'), { state: 27, gstin: null }));
  });
});
