import {
  batches,
  CANCEL_MESSAGES,
  commissionPercentAt,
  courses,
  enrollmentId,
  enrollments,
  enrolmentPrice,
  MONEY_MESSAGES,
  PLANS,
  planPricePaise,
  STARTER_FREE_UNTIL,
  type CreateOrderRequest,
  type Order,
} from '@skillsetu/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { chooseBatch } from './batch-seats';
import { currentSubscription } from './current-subscription';
import { dataOf, typedDoc, typedRead } from '../lib/typed-docs';

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
  const [courseSnap, enrollmentSnap] = await Promise.all([
    db.doc(courses.path(input.courseId)).get(),
    db.doc(enrollments.path(enrollmentId(input.courseId, uid))).get(),
  ]);
  // The courses module requires a trainer and a valid price: an existing course it cannot read (mostly a
  // price rules may still hold from older versions: fractional, negative) is refused below as not validly priced.
  const course = typedRead(courses, courseSnap);
  if (!courseSnap.exists || (course && course.is_active !== true)) {
    throw new HttpsError('not-found', 'This course is not available for enrolment.');
  }
  if (course?.trainer_id === uid) throw new HttpsError('failed-precondition', 'You cannot enrol in your own course.');
  if (enrollmentSnap.exists) {
    // A cancelled enrolment is final (forward-only): no second purchase of the course (ADR 082).
    if (typedRead(enrollments, enrollmentSnap)?.status === 'cancelled') {
      throw new HttpsError('failed-precondition', CANCEL_MESSAGES.cancelledCannotRebuy);
    }
    throw new HttpsError('already-exists', MONEY_MESSAGES.alreadyEnrolled);
  }
  // Checked before the batch: chooseBatch reads the course through the module too, which finds it unusable.
  if (!course) throw new HttpsError('failed-precondition', MONEY_MESSAGES.invalidCoursePrice);
  // A course with scheduled future batches sells a seat in one of them (ADR 080).
  const batchId = await chooseBatch(db, input.courseId, input.batchId ?? undefined);
  // Whole rupees ≥ ₹1, or 0 for a free course (ADR 012); rules may hold older fractional prices.
  const priced = enrolmentPrice(course.price);
  if (priced.kind === 'invalid') throw new HttpsError('failed-precondition', MONEY_MESSAGES.invalidCoursePrice);
  if (priced.kind === 'free') throw new HttpsError('failed-precondition', MONEY_MESSAGES.freeCourse);
  // The start the learner sees now; a payment after the trainer moves it is refunded (ADR 145).
  const batchStartsAt = batchId ? (dataOf(await typedDoc(db, batches, batchId).get())?.starts_at ?? null) : null;
  // The commission is fixed at the sale by the plan ACTIVE then, on the server's clock (ADR 146).
  const trainerPlan = currentSubscription((await db.doc(`profiles/${course.trainer_id}`).get()).data());
  const title = course.title;
  return {
    purpose: 'enrollment',
    amount: priced.paise,
    pendingKey: batchId ? `enr_${input.courseId}_${uid}_${batchId}` : `enr_${input.courseId}_${uid}`,
    description: title || 'Course enrolment',
    fields: {
      plan: null,
      billing: null,
      course_id: input.courseId,
      course_title: title,
      trainer_id: course.trainer_id,
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
