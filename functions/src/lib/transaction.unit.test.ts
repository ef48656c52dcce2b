import { describe, expect, it } from 'vitest';
import { CLOSED_TRANSACTION_RETRIES, isClosedTransactionError, retryClosedTransaction } from './transaction';

/** The error the emulator gave a racing credit note (gRPC status 3), as the Admin SDK throws it. */
const closed = () => Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), { code: 3 });

describe('transactions closed under the caller', () => {
  it('knows the closed-transaction errors and nothing else', () => {
    expect(isClosedTransactionError(closed())).toBe(true);
    expect(
      isClosedTransactionError(
        Object.assign(new Error('3 INVALID_ARGUMENT: The transaction has expired.'), { code: 3 }),
      ),
    ).toBe(true);
    expect(isClosedTransactionError(Object.assign(new Error('3 INVALID_ARGUMENT: bad field'), { code: 3 }))).toBe(
      false,
    );
    expect(isClosedTransactionError(Object.assign(new Error('Transaction is invalid or closed'), { code: 10 }))).toBe(
      false,
    );
    expect(isClosedTransactionError('Transaction is invalid or closed')).toBe(false);
    expect(isClosedTransactionError(null)).toBe(false);
  });

  it('runs the transaction again after a closed one and returns its result', async () => {
    let calls = 0;
    const result = await retryClosedTransaction(async () => {
      calls += 1;
      if (calls < 3) throw closed();
      return 'issued';
    });
    expect(result).toBe('issued');
    expect(calls).toBe(3);
  });

  it('throws any other error at once, and a closed one after the last retry', async () => {
    let calls = 0;
    const refused = new Error('not allowed');
    await expect(
      retryClosedTransaction(async () => {
        calls += 1;
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(calls).toBe(1);
    calls = 0;
    await expect(
      retryClosedTransaction(async () => {
        calls += 1;
        throw closed();
      }),
    ).rejects.toMatchObject({ code: 3 });
    expect(calls).toBe(CLOSED_TRANSACTION_RETRIES + 1);
  });
});
