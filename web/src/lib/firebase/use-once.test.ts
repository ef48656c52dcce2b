import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnce } from './use-once';
import { deferred } from '../../../test/deferred';

describe('useOnce', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is idle without a key and never loads', () => {
    const load = vi.fn(() => Promise.resolve(1));
    const { result } = renderHook(() => useOnce(null, load, 'Test read'));
    expect(result.current.status).toBe('idle');
    expect(result.current.data).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads, then succeeds with the data', async () => {
    const d = deferred<string>();
    const { result } = renderHook(() => useOnce('a', () => d.promise, 'Test read'));
    expect(result.current.status).toBe('loading');
    await act(async () => d.resolve('hello'));
    expect(result.current).toMatchObject({ status: 'success', data: 'hello', error: undefined });
  });

  it('reports a failed read as error, logged with its label', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useOnce('a', () => Promise.reject(new Error('denied')), 'Test read'));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('denied');
    expect(log).toHaveBeenCalledWith('Test read failed', expect.any(Error));
  });

  it("logs a quiet read's failure as a warning, not an error", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() =>
      useOnce('a', () => Promise.reject(new Error('offline')), 'Site stats fetch', { quiet: true, transition: true }),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(warn).toHaveBeenCalledWith('Site stats fetch failed', expect.any(Error));
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps the data while reloading the same key, and after a failed reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let next: Promise<number> = Promise.resolve(1);
    const { result } = renderHook(() => useOnce('a', () => next, 'Test read'));
    await waitFor(() => expect(result.current.status).toBe('success'));
    const d = deferred<number>();
    next = d.promise;
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'loading', data: 1 });
    await act(async () => d.reject('offline'));
    expect(result.current).toMatchObject({ status: 'error', data: 1 });
    expect(result.current.error?.message).toBe('offline');
  });

  it('drops a result that arrives after its key changed', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const { result, rerender } = renderHook(
      ({ k }) => useOnce(k, () => (k === 'a' ? first.promise : second.promise), 'Test read'),
      {
        initialProps: { k: 'a' },
      },
    );
    rerender({ k: 'b' });
    expect(result.current).toMatchObject({ status: 'loading', data: undefined });
    await act(async () => first.resolve('stale'));
    expect(result.current).toMatchObject({ status: 'loading', data: undefined });
    await act(async () => second.resolve('fresh'));
    expect(result.current).toMatchObject({ status: 'success', data: 'fresh' });
  });

  it('sets nothing after unmount', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const d = deferred<string>();
    const { result, unmount } = renderHook(() => useOnce('a', () => d.promise, 'Test read'));
    unmount();
    await act(async () => d.reject(new Error('late')));
    expect(result.current.status).toBe('loading');
    expect(log).not.toHaveBeenCalled();
  });
});
