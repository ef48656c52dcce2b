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
} from 'firebase/firestore';
import { useState } from 'react';
import { useLiveSnapshots } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { useOnce } from '../../../lib/firebase/use-once';
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

  // Page 1, live (its documents are the cursors of the next page); later pages: one read each.
  const first = useLiveSnapshots(pageQuery(null), 'Reviews fetch');
  const later = useOnce(
    cursor ? id : null,
    () => getDocs(pageQuery(cursor)).then((snap) => toPage(snap.docs)),
    'Reviews fetch',
  );
  const read = cursor ? later : { ...first, data: first.data && toPage(first.data.docs) };
  const current = read.status === 'success' && read.data ? { status: 'success' as const, ...read.data } : null;
  return {
    status: current ? 'success' : read.status === 'error' ? 'error' : 'loading',
    reviews: current?.reviews ?? [],
    page: stack.length + 1,
    hasNext: current?.hasNext ?? false,
    next: () => {
      if (current?.last) setCursors({ key, stack: [...stack, current.last] });
    },
    previous: () => setCursors({ key, stack: stack.slice(0, -1) }),
  };
}
