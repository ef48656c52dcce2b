// `npm run reconcile`: checks the money invariant (docs/decisions/086-money-invariant.md) for every order in the running
// emulators (`npm start`): what Razorpay (the local double) says was paid and refunded against our
// refunds/{id} and what is still active — paid = refunded + retained, an enrolment retains money only
// while it exists (amount − refunded_paise once cancelled), a plan order only while its period was not
// refunded; and for every paid sale, paid = refunded + commission + GST + what reached the trainer,
// from Razorpay's payments, refunds, transfers and reversals; plus open payout debits (docs/payouts.md).
// Prints one row per order and per sale and a summary; exits 1 on a violation, 2 when it cannot check.
import { checkOrderMoney, formatRupees, paiseToRupees, type OrderMoney } from '@skillsetu/domain';
import { gatherOrderFacts, type RazorpayGet } from '../functions/src/payments/money-invariant';
import { listOpenDebits } from '../functions/src/payouts/open-debits';
import { checkPayoutInvariant } from '../functions/src/payouts/payout-invariant';
import { doubleBaseUrl, razorpayTestCredentials } from './razorpay-double/config.mjs';
import { adminServices } from './seed/admin-app.mjs';

const base = (process.env.RAZORPAY_API_BASE ?? doubleBaseUrl()).replace(/\/$/, '');
const creds = razorpayTestCredentials();
const authHeader = `Basic ${Buffer.from(`${creds.keyId}:${creds.keySecret}`).toString('base64')}`;

/** GET on Razorpay's API (the double unless RAZORPAY_API_BASE says otherwise), parsed JSON. */
const rzpGet: RazorpayGet = async <T>(pathname: string): Promise<T> => {
  const r = await fetch(`${base}${pathname}`, { headers: { Authorization: authHeader } });
  if (!r.ok) throw new Error(`GET ${pathname}: ${r.status}`);
  return (await r.json()) as T;
};

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));

/** Runs `fn` over `items`, at most `limit` at a time. */
async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i] as T);
      }
    }),
  );
  return out;
}

async function main(): Promise<number> {
  const { db } = adminServices();
  try {
    await rzpGet('/v1/orders/order_reconcileprobe1/payments');
  } catch (e) {
    console.error(`Cannot reach Razorpay's API at ${base} (${e instanceof Error ? e.message : String(e)}).`);
    console.error('Start the emulators and the Razorpay double first: npm start');
    return 2;
  }
  const ids = (await db.collection('orders').select().get()).docs.map((d) => d.id).sort();
  const rows: OrderMoney[] = await mapLimited(ids, 8, async (id) =>
    checkOrderMoney(await gatherOrderFacts(db, id, rzpGet)),
  );
  console.log(
    `${pad('Order', 34)}${pad('Purpose', 13)}${pad('Paid', 13)}${pad('Refunded', 13)}${pad('Retained', 13)}Check`,
  );
  for (const r of rows) {
    const check = r.problems.length === 0 ? 'ok' : `VIOLATION: ${r.problems.join('; ')}`;
    console.log(
      `${pad(r.orderId, 34)}${pad(r.purpose, 13)}${pad(rupees(r.paid), 13)}${pad(rupees(r.refunded), 13)}${pad(rupees(r.retained), 13)}${check}`,
    );
  }
  const sum = (k: 'paid' | 'refunded' | 'retained') => rows.reduce((s, r) => s + r[k], 0);
  const bad = rows.filter((r) => r.problems.length > 0);
  console.log(
    `\n${rows.length} orders: paid ${rupees(sum('paid'))} = refunded ${rupees(sum('refunded'))} + retained ${rupees(sum('retained'))}; ` +
      `${bad.length === 0 ? 'the money invariant holds' : `${bad.length} order(s) violate the money invariant`}.`,
  );
  // Each paid sale's split (docs/payouts.md): trainer transfer + commission + GST + withheld + refunds = amount paid.
  const sales = rows.filter((r) => r.purpose === 'enrollment' && r.paid > 0).map((r) => r.orderId);
  const payouts = (await mapLimited(sales, 8, (id) => checkPayoutInvariant(db, [id], rzpGet))).flat();
  console.log(
    `\n${pad('Sale', 34)}${pad('Paid', 12)}${pad('Refunded', 12)}${pad('Commission', 12)}${pad('GST', 12)}${pad('Withheld', 12)}${pad('Trainer', 12)}Check`,
  );
  for (const p of payouts) {
    const check = p.problems.length === 0 ? 'ok' : `VIOLATION: ${p.problems.join('; ')}`;
    const trainer = `${rupees(p.trainer)}${p.unsent > 0 ? '*' : ''}`;
    console.log(
      `${pad(p.orderId, 34)}${pad(rupees(p.paid), 12)}${pad(rupees(p.refunded), 12)}${pad(rupees(p.commission), 12)}${pad(rupees(p.gst), 12)}${pad(rupees(p.withheld), 12)}${pad(trainer, 12)}${check}`,
    );
  }
  const badPayouts = payouts.filter((p) => p.problems.length > 0);
  console.log(
    `${payouts.length} sales (* = owed to the trainer, not yet transferred: from our record): ` +
      `${badPayouts.length === 0 ? 'every sale splits into refunded + commission + GST + withheld + trainer, as Razorpay moved it' : `${badPayouts.length} sale(s) violate the payout invariant`}.`,
  );
  // Refunds after payout not yet recovered from the trainer (docs/payouts.md).
  const debits = await listOpenDebits(db, new Date());
  for (const d of debits) {
    console.log(
      `DEBIT ${d.refund_id} sale ${d.order_id} trainer ${d.trainer_id}: ${rupees(d.open_paise)} refunded after payout, not yet recovered (since ${d.since})${d.overdue ? ' OVERDUE' : ''}`,
    );
  }
  console.log(`${debits.length} open debit(s).`);
  return bad.length === 0 && badPayouts.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`Reconcile failed: ${e instanceof Error ? e.message : String(e)}`);
    console.error('Are the emulators running (npm start)?');
    process.exit(2);
  },
);
