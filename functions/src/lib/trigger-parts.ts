import { logger } from 'firebase-functions';

/** One part of a trigger: its name (for the log) and its work. */
export type TriggerPart = readonly [name: string, run: () => Promise<unknown>];

/**
 * Runs the parts of one Firestore trigger at once, each to its end whatever the others do
 * (docs/decisions/307-one-trigger-per-collection.md): as when each part was a function of its
 * own, they run side by side. A part that throws is logged with the trigger's and the part's name;
 * once every part has ended, the first failed part's error (in `parts` order) is thrown again, so
 * the invocation fails as that part's own function did. Every part must be idempotent: a trigger
 * with `retry: true` is retried whole. Parts must not write a document another part of the same
 * trigger reads in a transaction.
 * @param trigger the function's name, e.g. 'onEnrollmentWritten'
 * @param parts the parts
 * @throws the first failed part's error, after every part ended
 */
export async function runParts(trigger: string, parts: readonly TriggerPart[]): Promise<void> {
  const results = await Promise.allSettled(parts.map(([, run]) => run()));
  let first: PromiseRejectedResult | undefined;
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') return;
    logger.error(`${trigger}: part ${parts[i]![0]} failed`, result.reason);
    first ??= result;
  });
  if (first) throw first.reason;
}
