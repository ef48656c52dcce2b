import { describe, expect, it } from 'vitest';
import { enrolmentSupportState, nextReportStatus, orderSupportState } from './support-state';

describe('enrolmentSupportState', () => {
  it('tells refunded from cancelled, and completed from active', () => {
    expect(enrolmentSupportState({ status: 'cancelled', refundedPaise: 25_000, batchStatus: 'scheduled' })).toBe(
      'refunded',
    );
    expect(enrolmentSupportState({ status: 'cancelled', refundedPaise: 0, batchStatus: null })).toBe('cancelled');
    expect(enrolmentSupportState({ status: 'active', refundedPaise: 0, batchStatus: 'completed' })).toBe('completed');
    expect(enrolmentSupportState({ status: 'active', refundedPaise: 0, batchStatus: 'running' })).toBe('active');
  });
});

describe('orderSupportState', () => {
  it('is pending until paid, refunded once any refund did not fail', () => {
    expect(orderSupportState({ status: 'created', refundedPaise: 0 })).toBe('pending');
    expect(orderSupportState({ status: 'paid', refundedPaise: 1 })).toBe('refunded');
    expect(orderSupportState({ status: 'paid', refundedPaise: 0 })).toBe('active');
  });
});

describe('nextReportStatus', () => {
  it('moves forward only; a repeat changes nothing; final reports refuse', () => {
    expect(nextReportStatus('open', 'warn')).toEqual({ status: 'warned', changed: true });
    expect(nextReportStatus('warned', 'block')).toEqual({ status: 'blocked', changed: true });
    expect(nextReportStatus('warned', 'warn')).toEqual({ status: 'warned', changed: false });
    expect(nextReportStatus('resolved', 'block')).toBeNull();
    expect(nextReportStatus('blocked', 'warn')).toBeNull();
    expect(nextReportStatus('blocked', 'resolve')).toBeNull();
  });
});
