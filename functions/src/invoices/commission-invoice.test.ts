// The monthly commission invoice (docs/decisions/211-monthly-commission-invoice.md): one per trainer
// per month, exactly once when the job and the trainer's button race; only for ended months. Emulators.
import { COMMISSION_INVOICE_MESSAGES, counterId, financialYear } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { connectFirestoreEmulator, doc, getDoc, getFirestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callError, closeApps, newUser, seedProfile, type TestUser } from '../payments/payments-test-env';
import { HOST, ports } from '../../../scripts/lib/ports.mjs';
import { issueCommissionInvoice } from './issue-commission-invoice';

const db = adminDb();
let trainer: TestUser;
const NOW = new Date();

/** A past month ('YYYY-MM') unique to this run, so counters and lines of other runs never meet it. */
const month = `20${String(10 + (Date.now() % 9))}-0${1 + (Date.now() % 9)}`;

/** A statement line of `trainer` in `m`, as the payout code writes one (paise). */
const seedLine = (id: string, m: string, commission: number, gst: number) =>
  db.doc(`statement_lines/${id}`).set({
    trainer_id: trainer.uid,
    kind: commission >= 0 ? 'sale' : 'refund',
    month: m,
    occurred_at: Timestamp.now(),
    order_id: `order_${id}`,
    enrollment_id: `e_${id}`,
    course_title: 'React',
    gross_paise: commission * 10,
    commission_paise: commission,
    gst_paise: gst,
    net_paise: commission * 10 - commission - gst,
    after_payout: false,
  });

beforeAll(async () => {
  trainer = await newUser('commission-trainer');
  await seedProfile(db, trainer, 'trainer');
  await db.doc(`tax_profiles/${trainer.uid}`).set({ state: '29', gstin: null });
  await Promise.all([
    seedLine(`${trainer.uid}_a`, month, 49_990, 8_998),
    seedLine(`${trainer.uid}_b`, month, 29_990, 5_398),
    seedLine(`${trainer.uid}_r`, month, -14_995, -2_699),
  ]);
});
afterAll(closeApps);

describe('the monthly commission invoice', () => {
  it('is issued once when the job and the trainer race; one number is used', { timeout: 120_000 }, async () => {
    const counterRef = db.doc(`invoice_counters/${counterId('SS', financialYear(NOW))}`);
    const before = Number((await counterRef.get()).get('last') ?? 0);
    const id = `com_${trainer.uid}_${month}`;
    const results = await Promise.all([
      issueCommissionInvoice(db, trainer.uid, month, NOW),
      issueCommissionInvoice(db, trainer.uid, month, NOW),
      trainer.call<{ month: string }, { id: string }>('issueMyCommissionInvoice', { month }),
      issueCommissionInvoice(db, trainer.uid, month, NOW),
    ]);
    expect(results.filter((r) => r === 'issued').length).toBeLessThanOrEqual(1);
    expect(results[2]).toEqual({ id });
    const invoice = (await db.doc(`invoices/${id}`).get()).data();
    // Commission net of the month's refund: ₹649.85 + GST ₹116.97 (CGST + SGST: Karnataka, SkillSetu's state).
    expect(invoice).toMatchObject({
      kind: 'tax_invoice',
      taxable_paise: 64_985,
      cgst_paise: 5_849,
      sgst_paise: 5_848,
      igst_paise: 0,
      total_paise: 76_682,
      party_uids: [trainer.uid],
      month,
    });
    const number = String(invoice?.number);
    const others = await db.collection('invoices').where('number', '==', number).get();
    expect(others.size).toBe(1);
    // Other suites may issue SS documents meanwhile; ours took exactly one serial at or after `before`.
    expect(Number(number.slice(-6))).toBeGreaterThan(before);
    expect(await issueCommissionInvoice(db, trainer.uid, month, NOW)).toBe('exists');
    // The trainer reads it (party_uids).
    const client = getFirestore(trainer.app);
    connectFirestoreEmulator(client, HOST, ports().firestore);
    const seen = await getDoc(doc(client, `invoices/${id}`));
    expect(seen.get('number')).toBe(number);
  });

  it('refuses a month not yet ended and a month without commission, in plain words', async () => {
    const current = await callError(
      trainer.call('issueMyCommissionInvoice', { month: new Date().toISOString().slice(0, 7) }),
    );
    expect(current).toEqual({ code: 'failed-precondition', message: COMMISSION_INVOICE_MESSAGES.notEnded });
    const empty = await callError(trainer.call('issueMyCommissionInvoice', { month: '2019-01' }));
    expect(empty).toEqual({ code: 'not-found', message: COMMISSION_INVOICE_MESSAGES.none });
    const bad = await callError(trainer.call('issueMyCommissionInvoice', { month: 'last month' }));
    expect(bad.code).toBe('invalid-argument');
  });
});
