import {
  CANCEL_MESSAGES,
  commissionPercentAt,
  enrollmentId,
  enrolmentPrice,
  MONEY_MESSAGES,
  PLANS,
  planPricePaise,
  STARTER_FREE_UNTIL,
  type CreateOrderRequest,
  type Order,
} from '@skillsetu/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { chooseBatch } from './batch-seats';
import { currentSubscription } from './current-subscription';

/** A purchase the server has priced: everything the order document stores besides Razorpay's id. */
export interface PricedPurchase {
  purpose: CreateOrderRequest['purpose'];
  /** Paise, from the plan catalogue or the course document — never from the client. */
  amount: number;
  /** Deterministic id of this pending purchase: a retried create returns the same order. */
  pendingKey: string;
  description: string;
  fields: Pick<
    Order,
    | 'plan'
    | 'billing'
    | 'course_id'
    | 'course_title'
    | 'trainer_id'
    | 'commission_percent'
    | 'batch_id'
    | 'batch_starts_at'
  >;
}

/** The launch-offer end date in force (configuration: STARTER_FREE_UNTIL overrides the catalogue's). */
export function freeUntil(): string {
  return process.env.STARTER_FREE_UNTIL || STARTER_FREE_UNTIL;
}

/**
 * Prices a purchase for `uid` (docs/architecture.md#decision-2). Subscriptions: from the plan catalogue; the
 * caller needs a profile. Enrolments: from courses/{courseId}, which must exist and be is_active;
 * the learner must not already be enrolled nor be the course's trainer, and the price must be whole
 * rupees ≥ ₹1 (a free or fractional price gets a plain message, never 'internal'). Throws HttpsError
 * failed-precondition / not-found / already-exists with a message the user can act on.
 */
export async function pricePurchase(db: Firestore, uid: string, input: CreateOrderRequest): Promise<PricedPurchase> {
  if (input.purpose === 'subscription') {
    const profile = await db.doc(`profiles/${uid}`).get();
    if (!profile.exists)
      throw new HttpsError('failed-precondition', 'Please complete your account before choosing a plan.');
    return {
      purpose: 'subscription',
      amount: planPricePaise(input.plan, input.billing, new Date(), freeUntil()),
      pendingKey: `sub_${uid}_${input.plan}_${input.billing}`,
      description: `${PLANS[input.plan].name} plan (${input.billing})`,
      fields: {
        plan: input.plan,
        billing: input.billing,
        course_id: null,
        course_title: null,
        trainer_id: null,
        commission_percent: null,
        batch_id: null,
        batch_starts_at: null,
      },
    };
  }
  const [course, enrollment] = await Promise.all([
    db.doc(`courses/${input.courseId}`).get(),
    db.doc(`enrollments/${enrollmentId(input.courseId, uid)}`).get(),
  ]);
  if (!course.exists || course.get('is_active') !== true) {
    throw new HttpsError('not-found', 'This course is not available for enrolment.');
  }
  const trainerId = course.get('trainer_id') as unknown;
  const price = course.get('price') as unknown;
  const title = course.get('title') as unknown;
  if (typeof trainerId !== 'string' || !trainerId)
    throw new HttpsError('failed-precondition', 'This course has no trainer.');
  if (trainerId === uid) throw new HttpsError('failed-precondition', 'You cannot enrol in your own course.');
  if (enrollment.exists) {
    // A cancelled enrolment is final (forward-only): no second purchase of the course (ADR 082).
    if (enrollment.get('status') === 'cancelled') {
      throw new HttpsError('failed-precondition', CANCEL_MESSAGES.cancelledCannotRebuy);
    }
    throw new HttpsError('already-exists', MONEY_MESSAGES.alreadyEnrolled);
  }
  // A course with scheduled future batches sells a seat in one of them (ADR 080).
  const batchId = await chooseBatch(db, input.courseId, input.batchId ?? undefined);
  // The start the learner sees now; a payment after the trainer moves it is refunded (ADR 145).
  const startsAt = batchId ? ((await db.doc(`batches/${batchId}`).get()).get('starts_at') as unknown) : null;
  const batchStartsAt = startsAt instanceof Timestamp ? startsAt.toDate() : null;
  // The commission is fixed at the sale by the plan ACTIVE then, on the server's clock (ADR 146).
  const trainerPlan = currentSubscription((await db.doc(`profiles/${trainerId}`).get()).data());
  // Whole rupees ≥ ₹1, or 0 for a free course (ADR 012); rules may hold older fractional prices.
  const priced = enrolmentPrice(price);
  if (priced.kind === 'free') throw new HttpsError('failed-precondition', MONEY_MESSAGES.freeCourse);
  if (priced.kind === 'invalid') throw new HttpsError('failed-precondition', MONEY_MESSAGES.invalidCoursePrice);
  return {
    purpose: 'enrollment',
    amount: priced.paise,
    pendingKey: batchId ? `enr_${input.courseId}_${uid}_${batchId}` : `enr_${input.courseId}_${uid}`,
    description: typeof title === 'string' && title ? title : 'Course enrolment',
    fields: {
      plan: null,
      billing: null,
      course_id: input.courseId,
      course_title: typeof title === 'string' ? title : null,
      trainer_id: trainerId,
      commission_percent: commissionPercentAt(
        {
          subscription_plan: trainerPlan.plan,
          subscription_status: trainerPlan.status,
          subscription_end_date: trainerPlan.end,
        },
        new Date(),
      ),
      batch_id: batchId,
      batch_starts_at: batchStartsAt,
    },
  };
}
