import { act, renderHook } from '@testing-library/react';
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
