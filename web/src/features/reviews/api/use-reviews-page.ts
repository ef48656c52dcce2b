import { REVIEW_LIMITS, type Review } from '@skillsetu/domain';
import {
  collection,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/sdk';
import { reviewFromData } from './review-converter';

/** Which reviews a list shows: a trainer's (their Reviews tabs, the dashboard) or one course's. */
export type ReviewScope = { field: 'trainer_id' | 'course_id'; value: string };

export interface ReviewsPageState {
  status: 'loading' | 'success' | 'error';
  reviews: Review[];
  /** 1-based page number. */
  page: number;
  hasNext: boolean;
  next: () => void;
  previous: () => void;
}

/**
 * Reviews of a scope, newest first, REVIEW_LIMITS.pageSize (10) per page: page 1 is live (a new or
 * edited review shows without reload); later pages are one read each from the previous page's last
 * document (startAfter), so a page costs 10 reads however many reviews exist. Asks for one more
 * than a page to know whether a next page exists. Errors are logged and shown as 'error'.
 */
export function useReviewsPage(scope: ReviewScope): ReviewsPageState {
  const key = `${scope.field}:${scope.value}`;
  const [cursors, setCursors] = useState<{ key: string; stack: QueryDocumentSnapshot[] }>({ key, stack: [] });
  const stack = cursors.key === key ? cursors.stack : [];
  const [result, setResult] = useState<{
    id: string;
    status: 'success' | 'error';
    reviews: Review[];
    last: QueryDocumentSnapshot | null;
    hasNext: boolean;
  } | null>(null);
  const cursor = stack.at(-1) ?? null;
  const id = `${key}:${stack.length}`;

  useEffect(() => {
    const q = query(
      collection(firestore, 'reviews'),
      where(scope.field, '==', scope.value),
      orderBy('created_at', 'desc'),
      ...(cursor ? [startAfter(cursor)] : []),
      limit(REVIEW_LIMITS.pageSize + 1),
    );
    const apply = (docs: QueryDocumentSnapshot[]) => {
      const pageDocs = docs.slice(0, REVIEW_LIMITS.pageSize);
      setResult({
        id,
        status: 'success',
        reviews: pageDocs
          .map((d) => reviewFromData(d.id, d.data({ serverTimestamps: 'estimate' })))
          .filter((r): r is Review => r !== null),
        last: pageDocs.at(-1) ?? null,
        hasNext: docs.length > REVIEW_LIMITS.pageSize,
      });
    };
    const fail = (err: unknown) => {
      console.error('Reviews fetch failed', err);
      setResult({ id, status: 'error', reviews: [], last: null, hasNext: false });
    };
    if (!cursor) return onSnapshot(q, (snap) => apply(snap.docs), fail);
    let active = true;
    getDocs(q).then(
      (snap) => active && apply(snap.docs),
      (err: unknown) => active && fail(err),
    );
    return () => {
      active = false;
    };
  }, [scope.field, scope.value, cursor, id]);

  const current = result?.id === id ? result : null;
  return {
    status: current?.status ?? 'loading',
    reviews: current?.reviews ?? [],
    page: stack.length + 1,
    hasNext: current?.hasNext ?? false,
    next: () => {
      if (current?.last) setCursors({ key, stack: [...stack, current.last] });
    },
    previous: () => setCursors({ key, stack: stack.slice(0, -1) }),
  };
}
