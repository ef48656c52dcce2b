import { describe, expect, it } from 'vitest';
import { reviewInvitation, reviewOpen } from './review-gate';

describe('reviewOpen (reviews after learning)', () => {
  it('opens a batch course after the first attended class or on completion', () => {
    expect(reviewOpen({ status: 'active', batch_id: 'b1' })).toBe(false);
    expect(reviewOpen({ status: 'active', batch_id: 'b1', sessions_attended: 0 })).toBe(false);
    expect(reviewOpen({ status: 'active', batch_id: 'b1', sessions_attended: 1 })).toBe(true);
    expect(reviewOpen({ status: 'active', batch_id: 'b1', completed_at: new Date() })).toBe(true);
  });

  it('keeps self-paced courses open and cancelled enrolments closed', () => {
    expect(reviewOpen({ status: 'active', batch_id: null })).toBe(true);
    expect(reviewOpen({ status: 'active' })).toBe(true);
    expect(reviewOpen({ status: 'cancelled', batch_id: 'b1', sessions_attended: 3 })).toBe(false);
  });

  it('names the course in the invitation', () => {
    expect(reviewInvitation('React').message).toContain('first class of React');
  });
});
