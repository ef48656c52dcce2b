import { enrollmentId, PLANS, subscriptionEndDate } from '@skillsetu/domain';
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { readOrder, type StoredOrder } from './order-docs';

/** Who completed the order: the browser's verify call, Razorpay's webhook, or the free-plan path. */
export type FulfilSource = 'verify' | 'webhook' | 'free';

/** 'fulfilled': this call moved the order to paid; 'already-paid': an earlier call did; the rest change nothing. */
export type FulfilResult = 'fulfilled' | 'already-paid' | 'missing' | 'duplicate-event' | 'amount-mismatch';

export interface FulfilInput {
  orderId: string;
  paymentId: string;
  source: FulfilSource;
  /** Captured amount in paise when known (webhook): must equal the stored order's amount. */
  amountPaid?: number;
  /** webhook_events/{id}: recorded in the same transaction, so a replayed event changes nothing. */
  eventRef?: DocumentReference;
  eventType?: string;
}

function notificationFor(order: StoredOrder): { title: string; message: string; action_url: string } {
  if (order.purpose === 'subscription') {
    const name = PLANS[order.plan ?? 'starter'].name;
    return {
      title: 'Payment Successful!',
      message: `Welcome to the ${name} plan! Your subscription is now active.`,
      action_url: '/trainer-dashboard',
    };
  }
  return {
    title: 'Payment Successful!',
    message: `You are enrolled in ${order.course_title ?? 'your course'}.`,
    action_url: '/my-learning',
  };
}

/** How long one caller may hold an order's fulfilment lease before others may take it over (ms). */
const LEASE_MS = 30_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Fulfils a paid order exactly once, in ONE Firestore transaction shared by verifyRazorpayPayment
 * and razorpayWebhook (ARCHITECTURE "Cloud Functions"): order created → paid (never back), then the
 * subscription fields on profiles/{uid} or enrollments/{courseId}_{uid}, plus a success notification.
 *
 * Correctness comes from the transaction. Liveness needs more: callers racing on one order (double
 * clicks, retries, webhook + browser) all read the order and then write it, and under Firestore's
 * pessimistic locking such a burst deadlocks until lock timeouts abort it. So callers first take a
 * short lease, `order_leases/{orderId}` (create() succeeds for exactly one), and the others wait
 * for it: they then find the order paid ('already-paid'). A lease left by a crashed caller expires
 * after LEASE_MS, so a later verify or webhook still fulfils the order.
 */
export async function fulfilOrder(db: Firestore, input: FulfilInput): Promise<FulfilResult> {
  const orderRef = db.doc(`orders/${input.orderId}`);
  const leaseRef = db.doc(`order_leases/${input.orderId}`);
  const deadline = Date.now() + 2 * LEASE_MS;
  for (let round = 0; ; round++) {
    // A replayed browser verify of a paid order needs no transaction at all.
    if (!input.eventRef && (await orderRef.get()).get('status') === 'paid') return 'already-paid';
    const leased = await takeLease(leaseRef);
    if (leased) {
      try {
        return await withContentionRetry(() => fulfilOrderOnce(db, input));
      } finally {
        await leaseRef.delete().catch(() => undefined);
      }
    }
    if (Date.now() > deadline) throw new Error(`Order ${input.orderId} stayed leased; fulfilment not attempted`);
    await sleep(Math.min(1000, 50 * 2 ** Math.min(round, 4)) + Math.random() * 100);
  }
}

/** Creates the lease (true), or removes an expired one and reports false so the caller tries again. */
async function takeLease(leaseRef: DocumentReference): Promise<boolean> {
  try {
    await leaseRef.create({ expires_at: Timestamp.fromMillis(Date.now() + LEASE_MS) });
    return true;
  } catch (err) {
    if ((err as { code?: unknown }).code !== 6) throw err; // 6 = ALREADY_EXISTS: someone holds it
    const lease = await leaseRef.get();
    const expires = lease.get('expires_at') as Timestamp | undefined;
    if (lease.exists && expires && expires.toMillis() < Date.now()) {
      await leaseRef.delete({ lastUpdateTime: lease.updateTime }).catch(() => undefined);
    }
    return false;
  }
}

/** Retries a transaction that Firestore aborted for contention (ABORTED, or the emulator's lock timeout). */
async function withContentionRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let round = 0; ; round++) {
    try {
      return await run();
    } catch (err) {
      const e = err as { code?: unknown; message?: unknown };
      const contention = e?.code === 10 || /ABORTED|lock timeout|contention/i.test(String(e?.message ?? ''));
      if (!contention || round >= 4) throw err;
      await sleep(100 * 2 ** round + Math.random() * 200);
    }
  }
}

async function fulfilOrderOnce(db: Firestore, input: FulfilInput): Promise<FulfilResult> {
  const orderRef = db.doc(`orders/${input.orderId}`);
  return db.runTransaction(
    async (tx) => {
      const [orderSnap, eventSnap] = await Promise.all([
        tx.get(orderRef),
        input.eventRef ? tx.get(input.eventRef) : Promise.resolve(null),
      ]);
      if (eventSnap?.exists) return 'duplicate-event';
      const order = readOrder(orderRef.id, orderSnap.data());
      let result: FulfilResult;
      if (!order) result = 'missing';
      else if (order.status === 'paid') result = 'already-paid';
      else if (input.amountPaid !== undefined && input.amountPaid !== order.amount) result = 'amount-mismatch';
      else result = 'fulfilled';

      const pendingRef = order?.pending_key ? db.doc(`pending_purchases/${order.pending_key}`) : null;
      const pendingSnap = result === 'fulfilled' && pendingRef ? await tx.get(pendingRef) : null;
      const enrollmentRef =
        result === 'fulfilled' && order?.purpose === 'enrollment' && order.course_id
          ? db.doc(`enrollments/${enrollmentId(order.course_id, order.uid)}`)
          : null;
      const enrollmentSnap = enrollmentRef ? await tx.get(enrollmentRef) : null;
      const profileRef = order ? db.doc(`profiles/${order.uid}`) : null;
      // Every read happens before the first write (Firestore transactions).
      const profileSnap =
        result === 'fulfilled' && order?.purpose === 'subscription' && profileRef ? await tx.get(profileRef) : null;

      if (input.eventRef) {
        tx.create(input.eventRef, {
          type: input.eventType ?? null,
          order_id: input.orderId,
          payment_id: input.paymentId,
          result,
          received_at: FieldValue.serverTimestamp(),
        });
      }
      if (result !== 'fulfilled' || !order) return result;

      const now = Timestamp.now();
      tx.update(orderRef, {
        status: 'paid',
        payment_id: input.paymentId,
        paid_at: now,
        fulfilled_by: input.source,
      });
      if (pendingRef && pendingSnap?.exists && pendingSnap.get('order_id') === order.id) tx.delete(pendingRef);

      if (order.purpose === 'subscription') {
        const billing = order.billing ?? 'monthly';
        const userType = profileSnap?.get('user_type') as unknown;
        tx.set(
          db.doc(`profiles/${order.uid}`),
          {
            subscription_plan: order.plan ?? 'starter',
            subscription_status: 'active',
            subscription_start_date: now,
            subscription_end_date: Timestamp.fromDate(subscriptionEndDate(now.toDate(), billing)),
            // Buying a trainer plan makes a learner a trainer (user_type is server-owned; admins stay admins).
            ...(userType === 'admin' ? {} : { user_type: 'trainer' }),
            updated_at: now,
          },
          { merge: true },
        );
      } else if (enrollmentRef && order.course_id && order.trainer_id && !enrollmentSnap?.exists) {
        tx.create(enrollmentRef, {
          course_id: order.course_id,
          learner_id: order.uid,
          trainer_id: order.trainer_id,
          order_id: order.id,
          amount: order.amount,
          currency: 'INR',
          created_at: now,
        });
      }
      tx.create(db.collection('notifications').doc(), {
        user_id: order.uid,
        ...notificationFor(order),
        type: 'success',
        is_read: false,
        order_id: order.id,
        created_at: now,
      });
      return result;
    },
    { maxAttempts: 20 },
  );
}
