import { describe, expect, it } from 'vitest';
import {
  decideVerificationSchema,
  REJECT_REASON_REQUIRED,
  verificationRequestInputSchema,
  verificationSummary,
} from '../schemas/verification';
import { csvCell } from '../csv';
import { istDayStart, istMonthStart } from '../ist';
import { ledgerCsv } from './ledger';
import type { LedgerRow } from '../schemas/admin';

describe('verificationSummary', () => {
  it("reads 'Identity and qualification checked on 12 Nov 2026' in India time, checks in a fixed order", () => {
    const at = new Date('2026-11-12T05:00:00Z');
    expect(verificationSummary(['qualification', 'identity'], at)).toBe(
      'Identity and qualification checked on 12 Nov 2026',
    );
    expect(verificationSummary(['experience', 'identity', 'qualification'], at)).toBe(
      'Identity, qualification and experience checked on 12 Nov 2026',
    );
    expect(verificationSummary(['experience'], at)).toBe('Experience checked on 12 Nov 2026');
    // 20:00 UTC on the 11th is already the 12th in IST
    expect(verificationSummary(['identity'], new Date('2026-11-11T20:00:00Z'))).toBe('Identity checked on 12 Nov 2026');
  });
});

describe('verification schemas', () => {
  const good = {
    id_type: 'aadhaar',
    id_last4: '9f3a',
    qualifications: 'MSc',
    experience: '4 years',
    evidence_links: ['https://www.linkedin.com/in/x'],
  };
  it('keeps only the last 4 characters (uppercased) and https links', () => {
    expect(verificationRequestInputSchema.parse(good).id_last4).toBe('9F3A');
    for (const bad of [
      { ...good, id_last4: '1234 5678 9012' },
      { ...good, id_last4: '123' },
      { ...good, id_type: 'ration_card' },
      { ...good, evidence_links: ['http://www.linkedin.com/in/x'] },
      { ...good, evidence_links: ['javascript:alert(1)'] },
      { ...good, evidence_links: Array.from({ length: 6 }, (_, i) => `https://e${i}.example.com`) },
      { ...good, qualifications: '  ' },
    ]) {
      expect(verificationRequestInputSchema.safeParse(bad).success).toBe(false);
    }
  });
  it('refuses a reject without a reason and an approval without checks', () => {
    const reject = decideVerificationSchema.safeParse({ uid: 'u', decision: 'reject', checks: [] });
    expect(reject.success).toBe(false);
    expect(reject.error?.issues[0]?.message).toBe(REJECT_REASON_REQUIRED);
    expect(decideVerificationSchema.safeParse({ uid: 'u', decision: 'approve', checks: [] }).success).toBe(false);
    expect(decideVerificationSchema.safeParse({ uid: 'u', decision: 'approve', checks: ['identity'] }).success).toBe(
      true,
    );
    expect(
      decideVerificationSchema.safeParse({ uid: 'u', decision: 'reject', checks: [], reason: 'Blurry scan' }).success,
    ).toBe(true);
  });
});

describe('ledger helpers', () => {
  it('IST month and day starts are UTC instants 5h30 earlier', () => {
    expect(istMonthStart(new Date('2026-11-30T19:00:00Z')).toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(istMonthStart(new Date('2026-11-15T00:00:00Z')).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(istDayStart('2026-11-12').toISOString()).toBe('2026-11-11T18:30:00.000Z');
  });

  it('writes CSV with rupees, quoting, and no spreadsheet formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    const row: LedgerRow = {
      id: 'order_ABC123456789',
      purpose: 'enrollment',
      status: 'paid',
      amount: 99_950,
      uid: 'u1',
      user_email: 'a@example.com',
      item: 'React, Node',
      razorpay_order_id: 'order_ABC123456789',
      payment_id: 'pay_XYZ',
      created_at: '2026-11-12T05:00:00.000Z',
      paid_at: '2026-11-12T05:01:00.000Z',
      flag: null,
      refunds: [{ id: 'r1', amount: 10_000, status: 'processed' }],
    };
    const lines = ledgerCsv([row]).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Order,Created \(UTC\),Paid \(UTC\),Purpose,Item,Status,Amount \(INR\)/);
    expect(lines[1]).toBe(
      'order_ABC123456789,2026-11-12T05:00:00.000Z,2026-11-12T05:01:00.000Z,enrollment,"React, Node",paid,999.50,100.00,a@example.com,order_ABC123456789,pay_XYZ,',
    );
  });
});
