import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_SEEN_KEY, usePromoPopup } from './use-promo-popup';

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('promo popup timing (docs/product.md#public-pages: after 2 s, once per session)', () => {
  it('opens after the delay, not before, and records the session flag', () => {
    const { result } = renderHook(() => usePromoPopup(2000));
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(true);
    expect(window.sessionStorage.getItem(PROMO_SEEN_KEY)).toBe('1');
  });

  it('tells the host when it is going to open this session, so the host can preload it', () => {
    const onScheduled = vi.fn();
    const first = renderHook(() => usePromoPopup(2000, { onScheduled }));
    expect(onScheduled).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(2000));
    first.unmount();
    renderHook(() => usePromoPopup(2000, { onScheduled })); // already shown: nothing to preload
    expect(onScheduled).toHaveBeenCalledTimes(1);
  });

  it('close() dismisses it', () => {
    const { result } = renderHook(() => usePromoPopup(2000));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
  });

  it('does not open again in the same session (a second mount)', () => {
    const first = renderHook(() => usePromoPopup(2000));
    act(() => vi.advanceTimersByTime(2000));
    first.unmount();
    const second = renderHook(() => usePromoPopup(2000));
    act(() => vi.advanceTimersByTime(10_000));
    expect(second.result.current.open).toBe(false);
  });

  it('leaving before the delay does not use up the session', () => {
    const first = renderHook(() => usePromoPopup(2000));
    act(() => vi.advanceTimersByTime(500));
    first.unmount();
    expect(window.sessionStorage.getItem(PROMO_SEEN_KEY)).toBeNull();
    const second = renderHook(() => usePromoPopup(2000));
    act(() => vi.advanceTimersByTime(2000));
    expect(second.result.current.open).toBe(true);
  });

  it('still works when storage throws (private mode)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const { result } = renderHook(() => usePromoPopup(2000, { storage: broken }));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.open).toBe(true);
  });
});
