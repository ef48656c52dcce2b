// Whole writes go through a collection module's converter (docs/decisions/264-typed-writes-and-money-reads.md):
// a document the schema does not describe fails to compile, and only orders, refunds and trainer
// cards keep their id field in the stored document.
import { courses, mail, orders, payoutParts, rateLimits, refunds, trainerCards } from '@skillsetu/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminConverter, typedDoc } from './typed-docs';

describe('typed writes', () => {
  it('refuses at compile time a whole document the schema does not describe', () => {
    // Never run: the @ts-expect-error lines fail `npm run typecheck` once such a write compiles.
    const writes = (db: Firestore, tx: Transaction) => {
      // @ts-expect-error an order's amount is paise as a number
      void typedDoc(db, orders, 'o1').set({ ...orders.make(), amount: '499' });
      const { payment_id: _payment, ...noPayment } = refunds.make();
      // @ts-expect-error a refund needs its payment
      tx.create(typedDoc(db, refunds, 'r1'), { ...noPayment });
      // @ts-expect-error a key the payout part schema does not have
      tx.create(typedDoc(db, payoutParts, 'o1_1'), { ...payoutParts.make(), kept: 100 });
      // @ts-expect-error a mail is queued for one of MAIL_KINDS (docs/decisions/271-server-only-collection-modules.md)
      tx.create(typedDoc(db, mail, 'm1'), { ...mail.make(), kind: 'newsletter' });
      // @ts-expect-error a rate limit's TTL field is a Date, not ms
      tx.set(typedDoc(db, rateLimits, 'b_h'), { ...rateLimits.make(), expires_at: 1_700_000_000_000 });
    };
    expect(typeof writes).toBe('function');
  });

  it('stores the id field only for the modules that always stored it (orders, refunds, trainer cards)', () => {
    expect(adminConverter(orders).toFirestore(orders.make({ id: 'o1' }))).toMatchObject({ id: 'o1' });
    expect(adminConverter(refunds).toFirestore(refunds.make({ id: 'r1' }))).toMatchObject({ id: 'r1' });
    expect(adminConverter(courses).toFirestore(courses.make({ id: 'c1' }))).not.toHaveProperty('id');
    expect(adminConverter(trainerCards).toFirestore(trainerCards.make({ uid: 't1' }))).toMatchObject({ uid: 't1' });
  });

  it('refuses to write an empty document', () => {
    expect(() => adminConverter(orders).toFirestore(null)).toThrow('Cannot write an empty orders document');
  });
});
