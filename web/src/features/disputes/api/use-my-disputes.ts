import { disputeSchema, type Dispute, type ReportClassProblemRequest } from '@skillsetu/domain';
import { collection, limit, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { callFunction } from '../../../lib/firebase/callables';
import { converterFromSchema } from '../../../lib/firebase/converter-from-schema';
import { useLiveQuery } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';

const disputeConverter = converterFromSchema<Dispute | null>(disputeSchema, () => null);

/**
 * The learner's reports on the classes of one enrolment (disputes, at most 50), live, by class
 * number; undefined while loading, [] when unreadable (docs/sessions.md#report-a-problem). Inside <WithFirebase>.
 */
export function useMyDisputes(uid: string, enrollmentId: string): Map<number, Dispute> | undefined {
  const q = useMemo(
    () =>
      query(
        collection(firestore, 'disputes').withConverter(disputeConverter),
        where('learner_id', '==', uid),
        where('enrollment_id', '==', enrollmentId),
        limit(50),
      ),
    [uid, enrollmentId],
  );
  const live = useLiveQuery(q, 'My disputes fetch');
  return useMemo(() => {
    if (live.status === 'loading' || live.status === 'idle') return undefined;
    const list = live.status === 'success' ? live.data : [];
    return new Map(list.filter((d): d is Dispute => d !== null).map((d) => [d.n, d]));
  }, [live.status, live.data]);
}

/** reportClassProblem: reports a problem with a class within 72 h; throws the server's plain message. */
export const reportClassProblem = (input: ReportClassProblemRequest) =>
  callFunction<ReportClassProblemRequest, { disputeId: string }>('reportClassProblem', input);
