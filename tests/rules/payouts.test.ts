// firestore.rules, route section: payout_accounts, transfers, statement_lines and payout_debits are server-only;
// the trainer they belong to and admins read them; nobody else, and no client writes (docs/payouts.md).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { testClock } from '@skillsetu/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnv } from '../support/rules-env';

const rules = useRulesEnv();
const now = Timestamp.now();
const account = {
  uid: 'tina',
  razorpay_account_id: 'acc_TestAccount00001',
  legal_name: 'Tina Rao',
  bank_last4: '9012',
  ifsc: 'HDFC0001234',
  status: 'active',
  created_at: now,
};
const transfer = {
  order_id: 'order_A',
  enrollment_id: 'c1_alice',
  trainer_id: 'tina',
  amount: 440912,
  original_amount: 440912,
  on_hold_until: now,
  status: 'held',
  razorpay_transfer_id: 'trf_Test0000000001',
  created_at: now,
};
const line = {
  trainer_id: 'tina',
  kind: 'sale',
  month: '2026-11',
  occurred_at: now,
  order_id: 'order_A',
  enrollment_id: 'c1_alice',
  gross_paise: 499900,
  commission_paise: 49990,
  gst_paise: 8998,
  net_paise: 440912,
};

const debit = {
  trainer_id: 'tina',
  order_id: 'order_A',
  refund_id: 'rfnd_1',
  amount_paise: 88200,
  recovered_paise: 0,
  status: 'open',
  reversal: 'refused',
  recoveries: {},
  refunded_at: now,
  created_at: now,
};

async function seed() {
  await rules.seed(async (db) => {
    await setDoc(doc(db, 'payout_debits/rfnd_1'), debit);
    await setDoc(doc(db, 'payout_accounts/tina'), account);
    await setDoc(doc(db, 'transfers/order_A'), transfer);
    await setDoc(doc(db, 'statement_lines/sale_order_A'), line);
    await setDoc(doc(db, 'test_clock/now'), testClock.make());
  });
}

describe('payouts: the trainer and admins read, nobody else', () => {
  it('the trainer reads their payout account, payouts and statement (bounded lists)', async () => {
    await seed();
    const db = rules.as('tina');
    await assertSucceeds(getDoc(doc(db, 'payout_accounts/tina')));
    await assertSucceeds(getDoc(doc(db, 'transfers/order_A')));
    await assertSucceeds(getDoc(doc(db, 'statement_lines/sale_order_A')));
    await assertSucceeds(getDocs(query(collection(db, 'transfers'), where('trainer_id', '==', 'tina'), limit(50))));
    await assertSucceeds(
      getDocs(
        query(
          collection(db, 'statement_lines'),
          where('trainer_id', '==', 'tina'),
          where('month', '==', '2026-11'),
          limit(50),
        ),
      ),
    );
  });

  it('an admin reads them all', async () => {
    await seed();
    const db = rules.as('ada', { admin: true });
    await assertSucceeds(getDoc(doc(db, 'payout_accounts/tina')));
    await assertSucceeds(getDocs(query(collection(db, 'transfers'), limit(50))));
    await assertSucceeds(getDocs(query(collection(db, 'statement_lines'), limit(50))));
  });

  it("another trainer reads none of a trainer's statement, payouts or account", async () => {
    await seed();
    const db = rules.as('tom');
    await assertFails(getDoc(doc(db, 'payout_accounts/tina')));
    await assertFails(getDoc(doc(db, 'transfers/order_A')));
    await assertFails(getDoc(doc(db, 'statement_lines/sale_order_A')));
    await assertFails(getDocs(query(collection(db, 'transfers'), where('trainer_id', '==', 'tina'), limit(50))));
    await assertFails(getDocs(query(collection(db, 'statement_lines'), where('trainer_id', '==', 'tina'), limit(50))));
    await assertFails(getDocs(query(collection(db, 'payout_accounts'), limit(10))));
  });

  it('the learner who paid, and a visitor, read none of them', async () => {
    await seed();
    for (const db of [rules.as('alice'), rules.anon()]) {
      await assertFails(getDoc(doc(db, 'payout_accounts/tina')));
      await assertFails(getDoc(doc(db, 'transfers/order_A')));
      await assertFails(getDoc(doc(db, 'statement_lines/sale_order_A')));
      await assertFails(getDocs(query(collection(db, 'transfers'), limit(10))));
    }
  });

  it('the trainer cannot list unbounded, nor list everyone’s', async () => {
    await seed();
    const db = rules.as('tina');
    await assertFails(getDocs(query(collection(db, 'transfers'), where('trainer_id', '==', 'tina'))));
    await assertFails(getDocs(query(collection(db, 'transfers'), where('trainer_id', '==', 'tina'), limit(51))));
    await assertFails(getDocs(query(collection(db, 'statement_lines'), limit(10))));
    await assertFails(getDocs(query(collection(db, 'payout_accounts'), where('uid', '==', 'tina'), limit(1))));
  });
});

describe('payouts: no client writes', () => {
  it('the trainer cannot create, change or delete their payout account, payouts or statement', async () => {
    await seed();
    const db = rules.as('tina');
    await assertFails(setDoc(doc(db, 'payout_accounts/tina'), { ...account, bank_last4: '0000' }));
    await assertFails(updateDoc(doc(db, 'payout_accounts/tina'), { razorpay_account_id: 'acc_Mine0000000001' }));
    await assertFails(deleteDoc(doc(db, 'payout_accounts/tina')));
    await assertFails(updateDoc(doc(db, 'transfers/order_A'), { status: 'released' }));
    await assertFails(updateDoc(doc(db, 'transfers/order_A'), { amount: 9_999_999 }));
    await assertFails(setDoc(doc(db, 'transfers/order_B'), { ...transfer, order_id: 'order_B' }));
    await assertFails(deleteDoc(doc(db, 'transfers/order_A')));
    await assertFails(setDoc(doc(db, 'statement_lines/sale_order_B'), { ...line, order_id: 'order_B' }));
    await assertFails(updateDoc(doc(db, 'statement_lines/sale_order_A'), { net_paise: 499900 }));
  });

  it('a new trainer cannot create a payout account for themselves, nor an admin from a client', async () => {
    await seed();
    await assertFails(setDoc(doc(rules.as('tom'), 'payout_accounts/tom'), { ...account, uid: 'tom' }));
    await assertFails(setDoc(doc(rules.as('ada', { admin: true }), 'transfers/order_C'), transfer));
  });

  it('nobody reads or moves the test clock from a client', async () => {
    await seed();
    for (const db of [rules.as('tina'), rules.as('ada', { admin: true })]) {
      await assertFails(getDoc(doc(db, 'test_clock/now')));
      await assertFails(setDoc(doc(db, 'test_clock/now'), { offset_ms: 8 * 86_400_000 }));
    }
  });
});

describe('payout_debits: refunds after payout, owed back by the trainer (read-only)', () => {
  const mine = (db: ReturnType<typeof rules.anon>, n = 50) =>
    getDocs(query(collection(db, 'payout_debits'), where('trainer_id', '==', 'tina'), limit(n)));

  it('the trainer reads their debits (bounded); an admin reads all', async () => {
    await seed();
    await assertSucceeds(getDoc(doc(rules.as('tina'), 'payout_debits/rfnd_1')));
    await assertSucceeds(mine(rules.as('tina')));
    await assertSucceeds(getDocs(query(collection(rules.as('ada', { admin: true }), 'payout_debits'), limit(50))));
  });

  it('another trainer, the learner and a visitor read none; nobody lists unbounded', async () => {
    await seed();
    for (const db of [rules.as('tom'), rules.as('alice'), rules.anon()]) {
      await assertFails(getDoc(doc(db, 'payout_debits/rfnd_1')));
      await assertFails(mine(db));
    }
    await assertFails(mine(rules.as('tina'), 51));
    await assertFails(getDocs(query(collection(rules.as('tina'), 'payout_debits'), where('trainer_id', '==', 'tina'))));
  });

  it('nobody writes one: not the trainer (marking it recovered), not an admin, not a forged new debit', async () => {
    await seed();
    const tina = rules.as('tina');
    await assertFails(updateDoc(doc(tina, 'payout_debits/rfnd_1'), { status: 'recovered' }));
    await assertFails(updateDoc(doc(tina, 'payout_debits/rfnd_1'), { recovered_paise: 88200 }));
    await assertFails(updateDoc(doc(tina, 'payout_debits/rfnd_1'), { amount_paise: '0' }));
    await assertFails(updateDoc(doc(tina, 'payout_debits/rfnd_1'), { extra: true }));
    await assertFails(deleteDoc(doc(tina, 'payout_debits/rfnd_1')));
    await assertFails(setDoc(doc(rules.as('tom'), 'payout_debits/rfnd_2'), { ...debit, trainer_id: 'tina' }));
    await assertFails(setDoc(doc(rules.as('ada', { admin: true }), 'payout_debits/rfnd_3'), debit));
  });
});
