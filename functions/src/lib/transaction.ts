import type {
  Firestore,
  ReadOnlyTransactionOptions,
  ReadWriteTransactionOptions,
  Transaction,
} from 'firebase-admin/firestore';

/** How many times a transaction closed under it is run again, on top of the SDK's own attempts. */
export const CLOSED_TRANSACTION_RETRIES = 5;

/**
 * True for the error a transaction gets when the database has already closed it under the caller:
 * gRPC INVALID_ARGUMENT (code 3) with "Transaction is invalid or closed" (the Firestore emulator's
 * words when a competing transaction took its locks) or "transaction has expired" (production's,
 * which the SDK already retries). docs/decisions/282-transactions-closed-under-them.md.
 */
export function isClosedTransactionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === 3 &&
    typeof message === 'string' &&
    /transaction is invalid or closed|transaction has expired/i.test(message)
  );
}

/**
 * Runs `attempt` again (up to CLOSED_TRANSACTION_RETRIES times, after a short random pause of
 * 20-200 ms) while it fails with a closed transaction (isClosedTransactionError); any other error,
 * or the last one, is thrown unchanged. docs/decisions/282-transactions-closed-under-them.md.
 */
export async function retryClosedTransaction<T>(attempt: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= CLOSED_TRANSACTION_RETRIES || !isClosedTransactionError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 180));
    }
  }
}

/**
 * `db.runTransaction(update, options)`, run again through retryClosedTransaction when the database
 * closed the transaction under it. The Admin SDK retries ABORTED itself but gives up on a closed
 * transaction, which the Firestore emulator reports when racing transactions queue on one document
 * (invoice counters, payout ledgers). Every update function here already re-reads what it decides
 * on, as the SDK's own retries require, so running it again is safe: the first commit wins and the
 * others read its result. docs/decisions/282-transactions-closed-under-them.md.
 */
export function runTransaction<T>(
  db: Firestore,
  update: (tx: Transaction) => Promise<T>,
  options?: ReadWriteTransactionOptions | ReadOnlyTransactionOptions,
): Promise<T> {
  return retryClosedTransaction(() => db.runTransaction(update, options));
}
