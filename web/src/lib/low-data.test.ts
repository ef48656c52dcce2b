import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TRAINERS_PAGE_SIZE } from '@skillsetu/domain';
import {
  LOW_DATA_TRAINERS_PAGE_SIZE,
  prefersLowData,
  trainersPageSize,
  useLowData,
  type ConnectionHints,
} from './low-data';

describe('prefersLowData', () => {
  it('is off without the Network Information API (Safari, Firefox)', () => {
    expect(prefersLowData(undefined)).toBe(false);
    expect(prefersLowData({})).toBe(false);
  });

  it('is on when the visitor asked to save data, whatever the connection', () => {
    expect(prefersLowData({ saveData: true, effectiveType: '4g' })).toBe(true);
  });

  it.each(['slow-2g', '2g', '3g'])('is on for an effective type of %s', (effectiveType) => {
    expect(prefersLowData({ saveData: false, effectiveType })).toBe(true);
  });

  it('is off on 4g without Save-Data', () => {
    expect(prefersLowData({ saveData: false, effectiveType: '4g' })).toBe(false);
  });
});

describe('trainersPageSize', () => {
  it('asks Find Trainers for a smaller page in low-data mode', () => {
    expect(trainersPageSize(false)).toBe(TRAINERS_PAGE_SIZE);
    expect(trainersPageSize(true)).toBe(LOW_DATA_TRAINERS_PAGE_SIZE);
    expect(LOW_DATA_TRAINERS_PAGE_SIZE).toBeLessThan(TRAINERS_PAGE_SIZE);
  });
});

/** A stand-in for navigator.connection whose values and 'change' event the test drives. */
class FakeConnection implements ConnectionHints {
  saveData = false;
  effectiveType = '4g';
  private listeners = new Set<() => void>();
  addEventListener = (_type: 'change', listener: () => void) => void this.listeners.add(listener);
  removeEventListener = (_type: 'change', listener: () => void) => void this.listeners.delete(listener);
  change(next: Partial<Pick<FakeConnection, 'saveData' | 'effectiveType'>>) {
    Object.assign(this, next);
    for (const l of this.listeners) l();
  }
  get listening() {
    return this.listeners.size;
  }
}

function installConnection(connection: ConnectionHints | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

describe('useLowData', () => {
  afterEach(() => installConnection(undefined));

  it('follows navigator.connection as it changes, and stops listening on unmount', () => {
    const connection = new FakeConnection();
    installConnection(connection);
    const { result, unmount } = renderHook(() => useLowData());
    expect(result.current).toBe(false);

    act(() => connection.change({ effectiveType: '3g' }));
    expect(result.current).toBe(true);
    act(() => connection.change({ effectiveType: '4g', saveData: true }));
    expect(result.current).toBe(true);
    act(() => connection.change({ saveData: false }));
    expect(result.current).toBe(false);

    unmount();
    expect(connection.listening).toBe(0);
  });

  it('is false where the browser has no navigator.connection', () => {
    installConnection(undefined);
    const { result } = renderHook(() => useLowData());
    expect(result.current).toBe(false);
  });
});
