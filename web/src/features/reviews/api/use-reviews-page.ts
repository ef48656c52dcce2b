import { REVIEW_LIMITS, type Review } from '@skillsetu/domain';
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestoreCollection } from 'reactfire';
import { firestore } from '../../../lib/firebase/sdk';
import { reviewConverter } from './review-converter';

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
  const [cursors, setCursors] = useState<{ key: string; stack: QueryDocumentSnapshot<Review | null>[] }>({
    key,
    stack: [],
  });
  const stack = cursors.key === key ? cursors.stack : [];
  const [result, setResult] = useState<{
    id: string;
    status: 'success' | 'error';
    reviews: Review[];
    last: QueryDocumentSnapshot<Review | null> | null;
    hasNext: boolean;
  } | null>(null);
  const cursor = stack.at(-1) ?? null;
  const id = `${key}:${stack.length}`;
  const pageQuery = (after: QueryDocumentSnapshot<Review | null> | null) =>
    query(
      collection(firestore, 'reviews').withConverter(reviewConverter),
      where(scope.field, '==', scope.value),
      orderBy('created_at', 'desc'),
      ...(after ? [startAfter(after)] : []),
      limit(REVIEW_LIMITS.pageSize + 1),
    );
  const toPage = (docs: QueryDocumentSnapshot<Review | null>[]) => {
    const pageDocs = docs.slice(0, REVIEW_LIMITS.pageSize);
    return {
      reviews: pageDocs.map((d) => d.data()).filter((r): r is Review => r !== null),
      last: pageDocs.at(-1) ?? null,
      hasNext: docs.length > REVIEW_LIMITS.pageSize,
    };
  };

  // Page 1, live: reactfire's snapshot hook (its documents are the cursors of the next page).
  // reactfire throws a failed stream's error after its hooks ran: a failed read is a status here
  let first: { status: 'loading' | 'success' | 'error'; data?: QuerySnapshot<Review | null>; error?: Error };
  try {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- always called; only its final throw is caught
    first = useFirestoreCollection(pageQuery(null));
  } catch (error) {
    first = { status: 'error', error: error instanceof Error ? error : new Error(String(error)) };
  }
  useEffect(() => {
    if (first.error) console.error('Reviews fetch failed', first.error);
  }, [first.error]);

  // Later pages: one read each.
  useEffect(() => {
    if (!cursor) return;
    let active = true;
    getDocs(pageQuery(cursor)).then(
      (snap) => active && setResult({ id, status: 'success', ...toPage(snap.docs) }),
      (err: unknown) => {
        if (!active) return;
        console.error('Reviews fetch failed', err);
        setResult({ id, status: 'error', reviews: [], last: null, hasNext: false });
      },
    );
    return () => {
      active = false;
    };
    // pageQuery and toPage are rebuilt each render from scope, which `id` and `cursor` track
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cursor, id]);

  const firstPage =
    first.status === 'success' && first.data
      ? { id, status: 'success' as const, ...toPage(first.data.docs) }
      : first.status === 'error'
        ? { id, status: 'error' as const, reviews: [], last: null, hasNext: false }
        : null;
  const current = cursor ? (result?.id === id ? result : null) : firstPage;
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
