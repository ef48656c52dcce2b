import { logger } from 'firebase-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runParts } from './trigger-parts';

afterEach(() => vi.restoreAllMocks());

describe('runParts', () => {
  it('runs every part once, side by side', async () => {
    const started: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const run = runParts('onTest', [
      [
        'a',
        async () => {
          started.push('a');
          await gate;
        },
      ],
      ['b', async () => started.push('b')],
    ]);
    // b starts while a still waits
    await expect.poll(() => started).toEqual(['a', 'b']);
    release();
    await expect(run).resolves.toBeUndefined();
  });

  it('runs the parts beside a failed one, then throws the first error and logs each by name', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const ran: string[] = [];
    const first = new Error('payout failed');
    const run = runParts('onTest', [
      [
        'payout',
        async () => {
          throw first;
        },
      ],
      ['students', async () => ran.push('students')],
      [
        'review',
        async () => {
          throw new Error('review failed');
        },
      ],
      ['counts', async () => ran.push('counts')],
    ]);
    await expect(run).rejects.toBe(first);
    expect(ran).toEqual(['students', 'counts']);
    expect(logged.mock.calls.map((call) => call[0])).toEqual([
      'onTest: part payout failed',
      'onTest: part review failed',
    ]);
  });

  it('resolves with no parts', async () => {
    await expect(runParts('onTest', [])).resolves.toBeUndefined();
  });
});
