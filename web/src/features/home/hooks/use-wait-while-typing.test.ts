import { act, renderHook } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWaitWhileTyping } from './use-wait-while-typing';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the promo waits while the user types (never takes focus from a field)', () => {
  it('is ready at once when no field has focus', () => {
    const { result } = renderHook(() => useWaitWhileTyping());
    expect(result.current).toBe(true);
  });

  it('waits while a field has focus, and is ready once focus leaves it', () => {
    vi.useFakeTimers();
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    const { result } = renderHook(() => useWaitWhileTyping());
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(false);
    expect(document.activeElement).toBe(field);
    act(() => {
      field.blur();
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });

  it('is ready when focus leaves the field after the render but before its effect runs', () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    // a layout effect runs between the render (which saw the field focused) and the hook's effect:
    // the focusout it causes comes before the hook listens, as on a busy page
    const { result } = renderHook(() => {
      const ready = useWaitWhileTyping();
      useLayoutEffect(() => field.blur(), []);
      return ready;
    });
    expect(document.activeElement).not.toBe(field);
    expect(result.current).toBe(true);
  });

  it('keeps waiting when focus moves from one field to another', () => {
    vi.useFakeTimers();
    const [a, b] = [document.createElement('input'), document.createElement('textarea')];
    document.body.append(a, b);
    a.focus();
    const { result } = renderHook(() => useWaitWhileTyping());
    act(() => {
      b.focus();
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(false);
  });
});
