import { describe, expect, it } from 'vitest';
import { batchHasStarted, batchMovedMessage, batchStatusAt, canMoveBatch } from './batch-lifecycle';
import type { BatchStatus } from './schemas/batch';

const start = new Date('2026-12-10T04:30:00Z');
const end = new Date('2026-12-20T04:30:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe('batch lifecycle (ADR 130)', () => {
  it('moves forward only: scheduled → running → completed, or scheduled → cancelled', () => {
    expect(canMoveBatch('scheduled', 'running')).toBe(true);
    expect(canMoveBatch('running', 'completed')).toBe(true);
    expect(canMoveBatch('scheduled', 'cancelled')).toBe(true);
    const back: [BatchStatus, BatchStatus][] = [
      ['running', 'scheduled'],
      ['running', 'cancelled'],
      ['completed', 'running'],
      ['completed', 'scheduled'],
      ['cancelled', 'scheduled'],
      ['cancelled', 'running'],
      ['scheduled', 'scheduled'],
    ];
    for (const [from, to] of back) expect(canMoveBatch(from, to)).toBe(false);
  });

  it('is running from the start instant and completed from the end instant', () => {
    const b = { status: 'scheduled' as const, starts_at: start, ends_at: end };
    expect(batchStatusAt(b, at(-1))).toBe('scheduled');
    expect(batchStatusAt(b, at(0))).toBe('running');
    expect(batchStatusAt({ ...b, status: 'running' }, at(end.getTime() - start.getTime() - 1))).toBe('running');
    expect(batchStatusAt({ ...b, status: 'running' }, end)).toBe('completed');
    // A job that missed the whole run completes it at once.
    expect(batchStatusAt(b, end)).toBe('completed');
  });

  it('keeps a batch without an end running, and never changes cancelled or completed', () => {
    expect(batchStatusAt({ status: 'running', starts_at: start, ends_at: null }, at(365 * 86_400_000))).toBe('running');
    expect(batchStatusAt({ status: 'cancelled', starts_at: start, ends_at: end }, end)).toBe('cancelled');
    expect(batchStatusAt({ status: 'completed', starts_at: start, ends_at: end }, at(-1))).toBe('completed');
  });

  it('counts a batch as started once its start passed or its status left scheduled', () => {
    expect(batchHasStarted({ status: 'scheduled', starts_at: start }, at(-1))).toBe(false);
    expect(batchHasStarted({ status: 'scheduled', starts_at: start }, at(0))).toBe(true);
    // Moved to the future after it ran: still started.
    expect(batchHasStarted({ status: 'running', starts_at: at(5 * 86_400_000) }, at(0))).toBe(true);
    expect(batchHasStarted({ status: 'cancelled', starts_at: at(1000) }, at(0))).toBe(true);
  });

  it('tells learners of a moved batch in plain words', () => {
    expect(batchMovedMessage('React Basics', '15 Dec 2026, 10:00 am')).toBe(
      'React Basics: the batch now starts on 15 Dec 2026, 10:00 am. You can cancel for a full refund before it starts.',
    );
  });
});
