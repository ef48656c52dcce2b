import { describe, expect, it } from 'vitest';
import {
  autopayPlans,
  COLLECTION_MODULES,
  contactMessages,
  courses,
  disputes,
  orderLeases,
  orders,
  payoutDebits,
  planSubscriptions,
  sessions,
  trainerAnalytics,
  trainerCards,
  trainerProfiles,
  trainerStudentBatches,
} from './index';

describe('collection modules', () => {
  it.each(COLLECTION_MODULES.map((m) => [m.name, m] as const))(
    '%s: make() fits the schema and reads back valid',
    (_, m) => {
      const doc = m.make();
      expect(m.schema.safeParse(doc).success).toBe(true);
      const reading = m.read('doc_1', doc as Record<string, unknown>);
      expect({ valid: reading.valid, dropped: reading.dropped }).toEqual({ valid: true, dropped: [] });
    },
  );

  it('builds paths from the pattern, placeholders in order', () => {
    expect(orders.path('o1')).toBe('orders/o1');
    expect(sessions.path('b1', '3')).toBe('batches/b1/sessions/3');
    expect(sessions.name).toBe('sessions');
  });

  it('reads Timestamps (anything with toDate) as Dates and puts the id in its field', () => {
    const at = new Date('2026-11-02T00:00:00.000Z');
    const read = orders.read('o9', { ...orders.make(), id: 'other', expires_at: { toDate: () => at } });
    expect(read.value).toMatchObject({ id: 'o9', expires_at: at });
  });

  it('is invalid without a required field, never filled with its empty value', () => {
    const { amount: _amount, ...noAmount } = orders.make();
    expect(orders.read('o1', noAmount).valid).toBe(false);
    expect(orders.read('o1', { ...orders.make(), uid: 7 }).valid).toBe(false);
    expect(orders.read('o1', { ...orders.make(), status: 'refunded' }).valid).toBe(false);
    expect(courses.read('c1', { ...courses.make(), price: 0.5 }).valid).toBe(false);
  });

  it('keeps the other fields when one optional field is bad', () => {
    const read = orders.read('o1', { ...orders.make(), course_id: '', plan: 'gold', batch_id: 4 });
    expect(read.valid).toBe(true);
    expect(read.value).toMatchObject({ course_id: null, plan: null, batch_id: null, amount: 49_900 });
  });

  it('make() applies overrides and rejects a document the schema refuses', () => {
    expect(trainerProfiles.make({ full_name: 'Meera' }).full_name).toBe('Meera');
    expect(() => orders.make({ status: 'refunded' as 'paid' })).toThrow();
  });

  it('names a collection whose subcollection is a placeholder by its named segment', () => {
    expect(trainerAnalytics.name).toBe('trainer_analytics');
    expect(trainerAnalytics.path('t1', 'days', '2026-11-01')).toBe('trainer_analytics/t1/days/2026-11-01');
  });

  it('prepares the stored data first: older card names, Timestamps inside a map', () => {
    const { hourly_rate: _rate, ...card } = trainerCards.make();
    expect(trainerCards.read('trainer_1', { ...card, hourlyRate: 800 }).value.hourly_rate).toBe(800);
    const at = new Date('2026-11-03T04:30:00.000Z');
    const batches = trainerStudentBatches.read('c1', {
      ...trainerStudentBatches.make(),
      batches: { b1: { toDate: () => at } },
    });
    expect({ valid: batches.valid, batches: batches.value.batches }).toEqual({ valid: true, batches: { b1: at } });
  });

  it("reads a dispute's messages with their Timestamps as Dates, none dropped", () => {
    const at = new Date('2026-11-03T04:30:00.000Z');
    const read = disputes.read('d1', {
      ...disputes.make(),
      messages: [{ from: 'learner', text: 'The trainer did not come.', at: { toDate: () => at } }],
    });
    expect({ valid: read.valid, dropped: read.dropped, messages: read.value.messages }).toEqual({
      valid: true,
      dropped: [],
      messages: [{ from: 'learner', text: 'The trainer did not come.', at }],
    });
  });

  it("reads a payout debit's recoveries with their Timestamps as Dates, none dropped", () => {
    const at = new Date('2026-11-04T10:00:00.000Z');
    const read = payoutDebits.read('d1', {
      ...payoutDebits.make(),
      recoveries: { order_9: { amount_paise: 5000, at: { toDate: () => at } } },
    });
    expect({ valid: read.valid, dropped: read.dropped, recoveries: read.value.recoveries }).toEqual({
      valid: true,
      dropped: [],
      recoveries: { order_9: { amount_paise: 5000, at } },
    });
  });

  it('reads a stored autopay subscription, its dates as Dates; a billing it cannot read is monthly', () => {
    const at = new Date('2026-11-05T04:30:00.000Z');
    const stored = { ...planSubscriptions.make({ status: 'active', paid_count: 2 }), created_at: { toDate: () => at } };
    expect(planSubscriptions.read('sub_1', stored)).toMatchObject({
      valid: true,
      dropped: [],
      value: { uid: 'trainer_1', amount: 100_000, status: 'active', paid_count: 2, created_at: at },
    });
    const weekly = planSubscriptions.read('sub_1', { ...stored, billing: 'weekly' });
    expect({ valid: weekly.valid, billing: weekly.value.billing }).toEqual({ valid: true, billing: 'monthly' });
  });

  it('finds a subscription without its owner, amount or status unusable, and a plan cache without its id', () => {
    const { uid: _uid, ...noOwner } = planSubscriptions.make();
    expect(planSubscriptions.read('sub_1', noOwner).valid).toBe(false);
    expect(planSubscriptions.read('sub_1', { ...planSubscriptions.make(), amount: null }).valid).toBe(false);
    expect(planSubscriptions.read('sub_1', { ...planSubscriptions.make(), status: 'paused' }).valid).toBe(false);
    expect(autopayPlans.read('professional_monthly', { amount: 100_000 }).valid).toBe(false);
  });

  it('reads an order lease with its expiry; one without it is unusable', () => {
    const at = new Date('2026-11-05T04:30:30.000Z');
    expect(orderLeases.read('order_1', { expires_at: { toDate: () => at } })).toMatchObject({
      valid: true,
      value: { expires_at: at },
    });
    expect(orderLeases.read('order_1', {}).valid).toBe(false);
    expect(orderLeases.path('free_trainer_1')).toBe('order_leases/free_trainer_1');
  });

  it('reads an older contact message without a status as new', () => {
    const { status: _status, ...stored } = contactMessages.make();
    expect(contactMessages.read('m1', stored)).toMatchObject({ valid: true, value: { status: 'new' } });
  });
});
