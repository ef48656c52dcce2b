import {
  disputeSchema,
  type Dispute,
  type ResolveDisputeRequest,
  type ResolveDisputeResponse,
} from '@skillsetu/domain';
import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { z } from 'zod';
import { callFunction } from '../../../lib/firebase/callables';
import { converterFromSchema } from '../../../lib/firebase/converter-from-schema';
import { useLiveDoc } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { useAdminList, type LiveList } from './use-live-query';

/** A dispute with its id (disputes/{enrollmentId}_{n}); a document the schema refuses is left out. */
export type DisputeRow = Dispute & { id: string };
const disputeConverter = converterFromSchema<DisputeRow | null>(disputeSchema.extend({ id: z.string() }), () => null, {
  idField: 'id',
});

/** Open disputes, oldest first (the queue's order), at most 50, live. Admins only (docs/admin.md#disputes). */
export function useOpenDisputes(): LiveList<DisputeRow> {
  const q = useMemo(
    () =>
      query(
        collection(firestore, 'disputes').withConverter(disputeConverter),
        where('status', '==', 'open'),
        orderBy('created_at', 'asc'),
        limit(50),
      ),
    [],
  );
  const list = useAdminList(q, 'Disputes fetch');
  return { status: list.status, items: list.items.filter((d): d is DisputeRow => d !== null) };
}

/** What the class's record says: its status, and whether the learner was marked present (null: no record). */
export interface ClassRecord {
  status: string | null;
  present: boolean | null;
}

/** The disputed class (batches/{b}/sessions/{n}) and the learner's attendance record on it, live. */
export function useClassRecord(d: DisputeRow): ClassRecord | undefined {
  const sessionRef = useMemo(() => doc(firestore, 'batches', d.batch_id, 'sessions', String(d.n)), [d.batch_id, d.n]);
  const attendanceRef = useMemo(
    () => doc(firestore, 'batches', d.batch_id, 'sessions', String(d.n), 'attendance', d.learner_id),
    [d.batch_id, d.n, d.learner_id],
  );
  const session = useLiveDoc(sessionRef, 'Disputed class load');
  const attendance = useLiveDoc(attendanceRef, 'Disputed class attendance load');
  if (session.status === 'loading' || session.status === 'idle') return undefined;
  const status = session.status === 'success' ? session.data?.status : undefined;
  const present = attendance.status === 'success' ? attendance.data?.present : undefined;
  return { status: typeof status === 'string' ? status : null, present: typeof present === 'boolean' ? present : null };
}

/** resolveDispute: refunds the outcome's share through the Refunds API and releases the rest (ADR 202). */
export const resolveDispute = (input: ResolveDisputeRequest) =>
  callFunction<ResolveDisputeRequest, ResolveDisputeResponse>('resolveDispute', input);
