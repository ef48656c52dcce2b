// The trainer_students projection's pure part without emulators: the row an enrolment projects to,
// the stats after each change, and row equality. projectEnrollment's transaction (one row and exact
// stats under replayed and out-of-order triggers, the trainer's notifications) is proved in
// students.test.ts on the emulators.
import { PLAN_COMMISSION_PERCENT, splitAfterRefund } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { learnerNameOf, sameRow, shareDelta, statsAfter, studentRow, type StudentRowSources } from './student-row';

const created = Timestamp.fromMillis(1_760_000_000_000);
const sourceTime = Timestamp.fromMillis(1_760_000_100_000);
const sources: StudentRowSources = {
  enrollmentId: 'c1_l1',
  trainerId: 't1',
  learnerFullName: '  Asha Rao ',
  courseTitle: 'React in Hindi',
  previousTitle: 'Old title',
  sourceTime,
};
const enrolment = {
  course_id: 'c1',
  learner_id: 'l1',
  trainer_id: 't1',
  amount: 299_900,
  commission_percent: 5,
  status: 'active',
  batch_id: 'b1',
  batch_starts_at: Timestamp.fromMillis(1_770_000_000_000),
  created_at: created,
};

describe('studentRow', () => {
  it('projects an active enrolment: names, batch, amounts and net in paise', () => {
    expect(studentRow(enrolment, sources)).toEqual({
      enrollment_id: 'c1_l1',
      trainer_id: 't1',
      learner_id: 'l1',
      learner_name: 'Asha Rao',
      course_id: 'c1',
      course_title: 'React in Hindi',
      batch_id: 'b1',
      batch_starts_at: enrolment.batch_starts_at,
      amount_paise: 299_900,
      refunded_paise: 0,
      net_paise: splitAfterRefund(299_900, 0, 5).netPaise,
      status: 'active',
      created_at: created,
      source_time: sourceTime,
    });
  });

  it('caps the refund at the amount and shows a refunded cancellation as refunded', () => {
    const row = studentRow({ ...enrolment, status: 'cancelled', refunded_paise: 999_999 }, sources);
    expect(row).toMatchObject({ refunded_paise: 299_900, status: 'refunded', net_paise: 0 });
    const none = studentRow({ ...enrolment, status: 'cancelled', refunded_paise: 0 }, sources);
    expect(none.status).toBe('cancelled');
  });

  it("uses Starter's commission when the enrolment has none", () => {
    const row = studentRow({ ...enrolment, commission_percent: undefined }, sources);
    expect(row.net_paise).toBe(splitAfterRefund(299_900, 0, PLAN_COMMISSION_PERCENT.starter).netPaise);
  });

  it('keeps the last title when the course has none, and drops a batch start without a batch', () => {
    const row = studentRow({ ...enrolment, batch_id: '' }, { ...sources, courseTitle: '' });
    expect(row).toMatchObject({ course_title: 'Old title', batch_id: null, batch_starts_at: null });
    expect(studentRow(enrolment, { ...sources, courseTitle: null, previousTitle: null }).course_title).toBe('Course');
  });

  it('never shows bad amounts or a missing creation time', () => {
    const row = studentRow({ ...enrolment, amount: 12.5, created_at: 'yesterday' }, sources);
    expect(row).toMatchObject({ amount_paise: 0, net_paise: 0, created_at: Timestamp.fromMillis(0) });
  });
});

describe('learnerNameOf', () => {
  it('trims the display name, caps it at 120 characters, and says Learner when empty', () => {
    expect(learnerNameOf(' Asha ')).toBe('Asha');
    expect(learnerNameOf('x'.repeat(200))).toHaveLength(120);
    expect(learnerNameOf('  ')).toBe('Learner');
    expect(learnerNameOf(42)).toBe('Learner');
  });
});

describe('stats after a change', () => {
  const row = studentRow(enrolment, sources);
  const net = row.net_paise as number;

  it('a new row adds a student, an active one and its net', () => {
    expect(shareDelta(undefined, row)).toEqual({ students: 1, active: 1, net });
    expect(statsAfter(undefined, shareDelta(undefined, row))).toEqual({
      students: 1,
      active_students: 1,
      net_paise: net,
    });
  });

  it('a cancellation keeps the student, not the active one; a deleted row takes its share back', () => {
    const cancelled = studentRow({ ...enrolment, status: 'cancelled', refunded_paise: 299_900 }, sources);
    const current = { students: 3, active_students: 2, net_paise: 500_000 };
    expect(statsAfter(current, shareDelta(row, cancelled))).toEqual({
      students: 3,
      active_students: 1,
      net_paise: 500_000 - net,
    });
    expect(statsAfter(current, shareDelta(row, undefined))).toEqual({
      students: 2,
      active_students: 1,
      net_paise: 500_000 - net,
    });
  });

  it('writes nothing for no change, and never goes below zero', () => {
    expect(statsAfter({ students: 1 }, shareDelta(row, row))).toBeNull();
    expect(statsAfter({ students: 0, active_students: 0, net_paise: 10 }, shareDelta(row, undefined))).toEqual({
      students: 0,
      active_students: 0,
      net_paise: 0,
    });
  });
});

describe('sameRow', () => {
  it('compares field by field, Timestamps by value', () => {
    const row = studentRow(enrolment, sources);
    expect(sameRow(row, { ...row, created_at: Timestamp.fromMillis(created.toMillis()) })).toBe(true);
    expect(sameRow(row, { ...row, status: 'cancelled' })).toBe(false);
    expect(sameRow(row, { ...row, extra: null })).toBe(false);
    expect(sameRow(row, { ...row, created_at: created.toMillis() })).toBe(false);
  });
});
