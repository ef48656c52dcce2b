import {
  enrolmentSupportState,
  orderSupportState,
  refunds,
  userActivityRequestSchema,
  type SupportRow,
  type UserActivity,
} from '@skillsetu/domain';
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput } from '../lib/callable';
import { requireAdmin } from './admin-guard';
import { chunks, isoOrNull } from './ledger-values';
import { collectionPath, typedRead } from '../lib/typed-docs';

const MAX_ROWS = 50;

/** The documents at `paths` (deduplicated), by path; missing ones are left out. */
async function docsByPath(paths: string[]): Promise<Map<string, DocumentData>> {
  const out = new Map<string, DocumentData>();
  for (const part of chunks([...new Set(paths)], 100)) {
    const snaps: DocumentSnapshot[] = await db.getAll(...part.map((p) => db.doc(p)));
    for (const s of snaps) if (s.exists) out.set(s.ref.path, s.data() ?? {});
  }
  return out;
}

/** Paise refunded per order id: refunds that did not fail (created or processed). */
async function refundedByOrder(orderIds: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const part of chunks([...new Set(orderIds)], 30)) {
    const snap = await db.collection(collectionPath(refunds)).where('order_id', 'in', part).get();
    for (const r of snap.docs.flatMap((d) => typedRead(refunds, d) ?? [])) {
      if (r.status === 'failed') continue;
      out.set(r.order_id, (out.get(r.order_id) ?? 0) + r.amount);
    }
  }
  return out;
}

const newestFirst = (a: SupportRow, b: SupportRow) => (b.at ?? '').localeCompare(a.at ?? '');
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Callable `adminUserActivity` { uid } → UserActivity: a user's enrolments and orders as support
 * must describe them (docs/admin.md): course titles, not ids; each enrolment active, completed (its
 * batch completed), cancelled, or refunded with the amount (paise) from `refunds/` (not failed);
 * each order pending, active (paid) or refunded. Newest first, at most 50 of each. Read-only, so no
 * audit entry. Throws permission-denied (not an admin), invalid-argument.
 */
export const adminUserActivity = onCall((request) =>
  guarded('adminUserActivity', async (): Promise<UserActivity> => {
    requireAdmin(request);
    const { uid } = parseInput(userActivityRequestSchema, request.data);
    const [enrolSnap, orderSnap] = await Promise.all([
      db.collection('enrollments').where('learner_id', '==', uid).limit(MAX_ROWS).get(),
      db.collection('orders').where('uid', '==', uid).limit(MAX_ROWS).get(),
    ]);
    const enrolments = enrolSnap.docs.map((d) => d.data());
    const orders = orderSnap.docs.map((d): DocumentData => ({ ...d.data(), id: d.id }));
    const courseIds = [...enrolments, ...orders].map((d) => str(d.course_id)).filter(Boolean);
    const batchIds = enrolments.map((e) => str(e.batch_id)).filter(Boolean);
    const orderIds = [...orders.map((o) => str(o.id)), ...enrolments.map((e) => str(e.order_id))].filter(Boolean);
    const [docs, refunded] = await Promise.all([
      docsByPath([...courseIds.map((c) => `courses/${c}`), ...batchIds.map((b) => `batches/${b}`)]),
      refundedByOrder(orderIds),
    ]);
    const titleOf = (courseId: string, fallback: unknown) =>
      str(docs.get(`courses/${courseId}`)?.title) || str(fallback) || `Course ${courseId}`;

    const enrollments: SupportRow[] = enrolSnap.docs.map((d) => {
      const e = d.data();
      const refundedPaise = Math.max(refunded.get(str(e.order_id)) ?? 0, Number(e.refunded_paise ?? 0));
      const batch = docs.get(`batches/${str(e.batch_id)}`);
      return {
        id: d.id,
        label: titleOf(str(e.course_id), null),
        state: enrolmentSupportState({
          status: str(e.status) || 'active',
          refundedPaise,
          batchStatus: batch ? str(batch.status) : null,
        }),
        amount: Number(e.amount ?? 0),
        refunded_paise: refundedPaise,
        at: isoOrNull(e.created_at),
      };
    });
    const orderRows: SupportRow[] = orders.map((o) => {
      const refundedPaise = refunded.get(str(o.id)) ?? 0;
      const plan = `${str(o.plan)} plan${o.billing ? ` (${str(o.billing)})` : ''}`;
      return {
        id: str(o.id),
        label: o.purpose === 'enrollment' ? titleOf(str(o.course_id), o.course_title) : plan.trim(),
        state: orderSupportState({ status: str(o.status), refundedPaise }),
        amount: Number(o.amount ?? 0),
        refunded_paise: refundedPaise,
        at: isoOrNull(o.created_at),
      };
    });
    return { enrollments: enrollments.sort(newestFirst), orders: orderRows.sort(newestFirst) };
  }),
);
