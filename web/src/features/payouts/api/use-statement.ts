import { MAX_LIST_LIMIT, type StatementLine } from '@skillsetu/domain';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentSnapshot,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useLiveQuery } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { useOnce } from '../../../lib/firebase/use-once';
import { statementLineConverter } from './payout-converters';

/** Loading, error, or the lines. */
export type StatementState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; lines: StatementLine[] };

type Line = StatementLine & { id: string };

const monthQuery = (firestore: Firestore, uid: string, month: string) =>
  query(
    collection(firestore, 'statement_lines').withConverter(statementLineConverter),
    where('trainer_id', '==', uid),
    where('month', '==', month),
    orderBy('occurred_at', 'asc'),
  );

/** Lines after `cursor`, MAX_LIST_LIMIT (50) a read, until the month ends (the rules cap every list at 50: ADR 020). */
async function linesAfter(firestore: Firestore, uid: string, month: string, cursor: DocumentSnapshot<unknown>) {
  const out: Line[] = [];
  let after: DocumentSnapshot<unknown> | undefined = cursor;
  while (after) {
    const page: QuerySnapshot<Line | null> = await getDocs(
      query(monthQuery(firestore, uid, month), startAfter(after), limit(MAX_LIST_LIMIT)),
    );
    page.docs.forEach((d) => {
      const line = d.data();
      if (line) out.push(line);
    });
    after = page.size === MAX_LIST_LIMIT ? page.docs.at(-1) : undefined;
  }
  return out;
}

/**
 * A trainer's statement lines of one IST month ('YYYY-MM'), oldest first (statement_lines,
 * server-written; docs/payouts.md): the first 50 live, and when there are more, the rest read 50 at
 * a time (useOnce) whenever the first page's last line changes. Must render inside <WithFirebase>.
 */
export function useStatement(uid: string, month: string): StatementState {
  const firstQuery = useMemo(() => query(monthQuery(firestore, uid, month), limit(MAX_LIST_LIMIT)), [uid, month]);
  const live = useLiveQuery(firstQuery, 'Statement fetch');
  const firstLines = useMemo(() => live.data.filter((l): l is Line => l !== null), [live.data]);
  const full = live.status === 'success' && live.data.length === MAX_LIST_LIMIT;
  const lastId = firstLines.at(-1)?.id;
  const rest = useOnce(
    full && lastId ? `${uid}:${month}:${lastId}` : null,
    async () => linesAfter(firestore, uid, month, await getDoc(doc(firestore, 'statement_lines', lastId ?? ''))),
    'Statement pages fetch',
  );

  return useMemo((): StatementState => {
    if (live.status === 'loading' || live.status === 'idle') return { status: 'loading' };
    if (live.status === 'error') return { status: 'error' };
    if (!full) return { status: 'success', lines: firstLines };
    if (rest.status === 'error') return { status: 'error' };
    if (rest.status !== 'success' || !rest.data) return { status: 'loading' };
    return { status: 'success', lines: [...firstLines, ...rest.data] };
  }, [live.status, full, firstLines, rest.status, rest.data]);
}
