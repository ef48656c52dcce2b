import { describe, expect, it } from 'vitest';
import { splitAfterRefund } from '../earnings';
import { csvCell } from '../csv';
import { formatIstDate } from '../ist';
import { formatIstDateTime, studentsCsv } from './students-csv';
import { enrolmentNetPaise, studentStatus, type TrainerStudent } from './trainer-student';

const row = (over: Partial<TrainerStudent> = {}): TrainerStudent => ({
  enrollment_id: 'c1_l1',
  trainer_id: 't1',
  learner_id: 'l1',
  learner_name: 'Asha Rao',
  course_id: 'c1',
  course_title: 'React, from zero',
  batch_id: null,
  batch_starts_at: null,
  amount_paise: 499900,
  refunded_paise: 0,
  net_paise: 440912,
  status: 'active',
  created_at: new Date(Date.UTC(2026, 10, 23, 19, 0)),
  ...over,
});

describe('studentStatus', () => {
  it('reads active, cancelled (nothing back) and refunded', () => {
    expect(studentStatus('active', 0)).toBe('active');
    expect(studentStatus(undefined, 0)).toBe('active');
    expect(studentStatus('cancelled', 0)).toBe('cancelled');
    expect(studentStatus('cancelled', 100)).toBe('refunded');
  });
});

describe('enrolmentNetPaise', () => {
  it('is splitAfterRefund(amount, refunded, pct).netPaise', () => {
    expect(enrolmentNetPaise({ amount: 499900, commission_percent: 5 })).toBe(splitAfterRefund(499900, 0, 5).netPaise);
    expect(enrolmentNetPaise({ amount: 499900, refunded_paise: 249950, commission_percent: 10 })).toBe(
      splitAfterRefund(499900, 249950, 10).netPaise,
    );
    expect(enrolmentNetPaise({ amount: 499900, refunded_paise: 499900, commission_percent: 10 })).toBe(0);
  });
  it("uses Starter's rate without a recorded percent and never fails on bad fields", () => {
    expect(enrolmentNetPaise({ amount: 100000 })).toBe(splitAfterRefund(100000, 0, 10).netPaise);
    expect(enrolmentNetPaise({ amount: 'x', refunded_paise: -5 })).toBe(0);
    expect(enrolmentNetPaise({ amount: 100, refunded_paise: 500, commission_percent: 10 })).toBe(0);
  });
});

describe('IST dates', () => {
  it('shows the calendar day in India (19:00 UTC is past midnight IST)', () => {
    const d = new Date(Date.UTC(2026, 10, 23, 19, 0));
    expect(formatIstDate(d)).toBe('24 Nov 2026');
    expect(formatIstDateTime(d)).toBe('2026-11-24 00:30');
  });
});

describe('studentsCsv', () => {
  it('writes a header and one line per row, amounts in rupees with two decimals', () => {
    const csv = studentsCsv([row(), row({ status: 'refunded', refunded_paise: 499900, net_paise: 0 })]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe('Asha Rao,"React, from zero",c1,,2026-11-24 00:30,4999.00,0.00,4409.12,Active');
    expect(lines[2]?.endsWith(',4999.00,4999.00,0.00,Refunded')).toBe(true);
  });
  it('neutralises formulas and quotes (the shared csvCell)', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@cmd')).toBe("'@cmd");
  });
});
