import { describe, expect, it } from 'vitest';
import { batchFormSchema, batchSchema, dateToIstLocal, istLocalToDate, maxSeatsFor, seatsLeft } from './batch';

describe('batches', () => {
  it('bounds seats by the course batch size', () => {
    expect(maxSeatsFor('1-on-1')).toBe(1);
    expect(maxSeatsFor('2-5 students')).toBe(5);
    expect(maxSeatsFor('21-30 students')).toBe(30);
    expect(maxSeatsFor('30+ students')).toBe(100);
    expect(maxSeatsFor(null)).toBe(100);
    expect(maxSeatsFor('500')).toBe(100);
  });

  it('reads IST wall clock as the instant and back', () => {
    const d = istLocalToDate('2026-12-10T10:00');
    expect(d?.toISOString()).toBe('2026-12-10T04:30:00.000Z');
    expect(dateToIstLocal(d as Date)).toBe('2026-12-10T10:00');
    expect(istLocalToDate('10/12/2026')).toBeNull();
  });

  it('validates the form: future start, end after start, seats within the batch size', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    const form = batchFormSchema(5, now);
    expect(form.safeParse({ starts_at: '2026-12-10T10:00', ends_at: '', seats: 5, schedule: 'Sat–Sun' }).success).toBe(
      true,
    );
    expect(form.safeParse({ starts_at: '2026-11-10T10:00', ends_at: '', seats: 5, schedule: '' }).success).toBe(false);
    expect(
      form.safeParse({ starts_at: '2026-12-10T10:00', ends_at: '2026-12-09T10:00', seats: 5, schedule: '' }).success,
    ).toBe(false);
    expect(form.safeParse({ starts_at: '2026-12-10T10:00', ends_at: '', seats: 6, schedule: '' }).success).toBe(false);
    expect(form.safeParse({ starts_at: '2026-12-10T10:00', ends_at: '', seats: 0, schedule: '' }).success).toBe(false);
    expect(
      form.safeParse({ starts_at: '2026-12-10T10:00', ends_at: '', seats: 2, schedule: 'x'.repeat(301) }).success,
    ).toBe(false);
  });

  it('parses a stored batch and counts the seats left', () => {
    const b = batchSchema.parse({
      id: 'b1',
      course_id: 'c',
      trainer_id: 't',
      starts_at: new Date(),
      seats: 3,
      status: 'scheduled',
    });
    expect(b.seats_taken).toBe(0);
    expect(seatsLeft({ seats: 3, seats_taken: 5 })).toBe(0);
    expect(batchSchema.safeParse({ ...b, seats: 101 }).success).toBe(false);
    expect(batchSchema.safeParse({ ...b, status: 'done' }).success).toBe(false);
  });
});
