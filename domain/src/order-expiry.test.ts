import { describe, expect, it } from 'vitest';
import {
  checkoutTimeoutSeconds,
  ORDER_LATE_PAYMENT_GRACE_MS,
  ORDER_TTL_MS,
  orderExpiredAt,
  orderExpiresAt,
  orderReusableAt,
} from './order-expiry';

const created = new Date('2027-10-01T10:00:00Z');
const expires = orderExpiresAt(created);
const at = (ms: number) => new Date(expires.getTime() + ms);

describe('order expiry window (docs/decisions/145-orders-expire.md)', () => {
  it('an order expires 30 minutes after it was created', () => {
    expect(expires.toISOString()).toBe('2027-10-01T10:30:00.000Z');
    expect(ORDER_TTL_MS).toBe(1_800_000);
  });
  it('a payment reported up to the grace after expiry is accepted, one ms later it is not', () => {
    expect(orderExpiredAt(expires, created)).toBe(false);
    expect(orderExpiredAt(expires, at(ORDER_LATE_PAYMENT_GRACE_MS))).toBe(false);
    expect(orderExpiredAt(expires, at(ORDER_LATE_PAYMENT_GRACE_MS + 1))).toBe(true);
    expect(orderExpiredAt(expires, new Date('2027-12-01T00:00:00Z'))).toBe(true);
  });
  it('an order made before orders expired (no expires_at) is judged by its price only', () => {
    expect(orderExpiredAt(null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
  it('an open order is reused only with at least two minutes left, never once expired', () => {
    expect(orderReusableAt(expires, created)).toBe(true);
    expect(orderReusableAt(expires, at(-120_000))).toBe(true);
    expect(orderReusableAt(expires, at(-119_999))).toBe(false);
    expect(orderReusableAt(expires, at(1))).toBe(false);
    expect(orderReusableAt(null, created)).toBe(false);
  });
  it('Checkout’s timeout is the whole seconds left: 1800 for a new order, never negative', () => {
    expect(checkoutTimeoutSeconds(expires, created)).toBe(1800);
    expect(checkoutTimeoutSeconds(expires, at(-1500))).toBe(1);
    expect(checkoutTimeoutSeconds(expires, at(5000))).toBe(0);
  });
});
