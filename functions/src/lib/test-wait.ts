// Test-only: waits for a trigger's effect with vitest's vi.waitFor. Never imported by a function.
import { vi } from 'vitest';

/**
 * Re-reads with `read` until `done` holds (a trigger runs about a second after a write), through
 * vi.waitFor (every `intervalMs`, up to `timeoutMs`). Returns the first value that satisfies
 * `done`, or the last value read when time runs out, so the test's own expect shows the difference.
 */
export async function settled<T>(
  read: () => Promise<T>,
  done: (v: T) => boolean,
  timeoutMs = 90_000,
  intervalMs = 100,
): Promise<T> {
  let last: { value: T } | null = null;
  try {
    return await vi.waitFor(
      async () => {
        const value = await read();
        last = { value };
        if (!done(value)) throw new Error('not settled yet');
        return value;
      },
      { timeout: timeoutMs, interval: intervalMs },
    );
  } catch (error) {
    if (last === null) throw error;
    return (last as { value: T }).value;
  }
}
