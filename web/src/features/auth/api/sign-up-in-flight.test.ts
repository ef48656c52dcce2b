import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSignUpInFlight, whileSigningUp } from './sign-up-in-flight';
import { deferred } from '../../../../test/deferred';

// The session listens to a new profile only once its sign-up has settled (ADR 299).

describe('useSignUpInFlight', () => {
  it('is true while a sign-up runs and false once it resolved, with its result', async () => {
    const { result } = renderHook(() => useSignUpInFlight());
    expect(result.current).toBe(false);
    const write = deferred<string>();
    let signedUp: Promise<string> = Promise.resolve('');
    act(() => {
      signedUp = whileSigningUp(() => write.promise);
    });
    expect(result.current).toBe(true);
    await act(async () => {
      write.resolve('uid-1');
      await signedUp;
    });
    expect(result.current).toBe(false);
    await expect(signedUp).resolves.toBe('uid-1');
  });

  it('is false again after a sign-up that failed, which rethrows its error', async () => {
    const { result } = renderHook(() => useSignUpInFlight());
    const write = deferred<string>();
    let signedUp: Promise<string> = Promise.resolve('');
    act(() => {
      signedUp = whileSigningUp(() => write.promise);
    });
    expect(result.current).toBe(true);
    const refused = new Error('Missing or insufficient permissions.');
    await act(async () => {
      write.reject(refused);
      await signedUp.catch(() => undefined);
    });
    expect(result.current).toBe(false);
    await expect(signedUp).rejects.toBe(refused);
  });
});
