// How a transfer names the debits it nets in Razorpay's notes (docs/decisions/135-debit-recovery.md):
// notes.recovered = 'orderId/refundId=paise;…' (Razorpay keeps up to 15 notes of 256 characters).
// Pure: the payout job writes it, the invariant reads it back from Razorpay.

/** One netting: `amount` paise of the debit of refund `refundId` (sale `orderId`) kept from a later transfer. */
export interface Netting {
  refundId: string;
  orderId: string;
  amount: number;
}

/** notes.recovered of a transfer: 'order/refund=paise;…' (what Razorpay keeps of each netting). */
export const nettingNote = (list: readonly Netting[]): string =>
  list.map((n) => `${n.orderId}/${n.refundId}=${n.amount}`).join(';');

/** Parses notes.recovered back (entries that do not parse are left out). */
export function parseNettingNote(note: unknown): Netting[] {
  if (typeof note !== 'string' || note === '') return [];
  return note.split(';').flatMap((part) => {
    const m = /^([^/=;]+)\/([^/=;]+)=(\d+)$/.exec(part);
    return m ? [{ orderId: m[1] as string, refundId: m[2] as string, amount: Number(m[3]) }] : [];
  });
}
