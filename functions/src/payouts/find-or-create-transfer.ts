import { routeApi, type RazorpayCollection, type RazorpayTransfer } from './route-api';

/** A Razorpay transfer's notes as a map ({} when Razorpay sends none: an empty list). */
export const notesOf = (t: RazorpayTransfer): Record<string, string> =>
  Array.isArray(t.notes) ? {} : (t.notes as Record<string, string>);

/**
 * The Razorpay transfer of one payout (or one payout part), made at most once (docs/payouts.md):
 * a transfer on the payment whose notes `mine` accepts is adopted (a crash after the call);
 * else POST /v1/payments/{paymentId}/transfers with `item` while nothing of the payment is
 * refunded, or, once it is (Razorpay refuses a transfer on a partly refunded payment), a direct
 * transfer (POST /v1/transfers) unless one with those notes exists. `item.amount` in paise.
 * Throws what routeApi throws when Razorpay refuses; callers hold the payout's lease.
 */
export async function findOrCreateTransfer(
  paymentId: string,
  item: { amount: number } & Record<string, unknown>,
  mine: (notes: Record<string, string>) => boolean,
): Promise<RazorpayTransfer> {
  const find = (list: RazorpayCollection<RazorpayTransfer>) => list.items.find((t) => mine(notesOf(t)));
  const found = find(
    await routeApi<RazorpayCollection<RazorpayTransfer>>('GET', `/v1/payments/${paymentId}/transfers`),
  );
  if (found) return found;
  const payment = await routeApi<{ amount_refunded: number }>('GET', `/v1/payments/${paymentId}`);
  if (payment.amount_refunded === 0) {
    const made = await routeApi<RazorpayCollection<RazorpayTransfer>>('POST', `/v1/payments/${paymentId}/transfers`, {
      transfers: [item],
    });
    const first = made.items[0];
    if (!first) throw new Error('Razorpay answered no transfer');
    return first;
  }
  const direct = find(await routeApi<RazorpayCollection<RazorpayTransfer>>('GET', '/v1/transfers'));
  return direct ?? routeApi<RazorpayTransfer>('POST', '/v1/transfers', item);
}
