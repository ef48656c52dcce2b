import type { StatementLine } from '@skillsetu/domain';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { statementLineConverter } from './payout-converters';

/** At most this many lines in one month's statement (the rules refuse larger lists). */
export const STATEMENT_LIMIT = 500;

/** Loading, error, or the lines. */
export type StatementState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; lines: StatementLine[] };

/**
 * A trainer's statement lines of one IST month ('YYYY-MM'), oldest first, live (statement_lines,
 * server-written; docs/payouts.md). Must render inside <WithFirebase>.
 */
export function useStatement(uid: string, month: string): StatementState {
  const firestore = useFirestore();
  const q = query(
    collection(firestore, 'statement_lines').withConverter(statementLineConverter),
    where('trainer_id', '==', uid),
    where('month', '==', month),
    orderBy('occurred_at', 'asc'),
    limit(STATEMENT_LIMIT),
  );
  const { status, data } = useFirestoreCollectionData(q);
  return useMemo((): StatementState => {
    if (status === 'loading') return { status: 'loading' };
    if (status === 'error' || !data) return { status: 'error' };
    return { status: 'success', lines: data.filter((l): l is NonNullable<typeof l> => l !== null) };
  }, [status, data]);
}
