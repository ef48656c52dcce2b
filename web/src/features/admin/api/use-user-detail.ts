import type { Profile } from '@skillsetu/domain';
import { collection, doc, limit, onSnapshot, query, Timestamp, where, type DocumentData } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/sdk';
import { profileFromData } from '../../auth/api/profile-converter';
import { useLiveQuery, type LiveList } from './use-live-query';

/** One of a user's orders or enrolments as the user detail lists it (amount in paise). */
export interface UserPurchase {
  id: string;
  label: string;
  status: string;
  amount: number;
  at: Date | null;
}

const at = (v: unknown): Date | null => (v instanceof Timestamp ? v.toDate() : null);

function orderFromData(id: string, d: DocumentData): UserPurchase {
  const label =
    d.purpose === 'enrollment'
      ? `Course: ${String(d.course_title ?? d.course_id ?? '')}`
      : `Plan: ${String(d.plan ?? '')} ${String(d.billing ?? '')}`;
  return { id, label, status: String(d.status ?? ''), amount: Number(d.amount ?? 0), at: at(d.created_at) };
}

function enrollmentFromData(id: string, d: DocumentData): UserPurchase {
  return {
    id,
    label: `Course ${String(d.course_id ?? '')}`,
    status: 'enrolled',
    amount: Number(d.amount ?? 0),
    at: at(d.created_at),
  };
}

/** A user's profile (live; null while loading or when missing). Admins only. */
export function useUserProfile(uid: string): {
  status: 'loading' | 'ready' | 'missing' | 'error';
  profile: Profile | null;
} {
  const [state, setState] = useState<{
    uid: string;
    status: 'loading' | 'ready' | 'missing' | 'error';
    profile: Profile | null;
  }>({
    uid: '',
    status: 'loading',
    profile: null,
  });
  useEffect(
    () =>
      onSnapshot(
        doc(firestore, 'profiles', uid),
        (snap) => {
          const data = snap.data({ serverTimestamps: 'estimate' });
          setState({ uid, status: data ? 'ready' : 'missing', profile: data ? profileFromData(uid, data) : null });
        },
        (err) => {
          console.error('Admin profile read failed', err);
          setState({ uid, status: 'error', profile: null });
        },
      ),
    [uid],
  );
  return state.uid === uid ? state : { status: 'loading', profile: null };
}

/** A user's orders (newest 50), live. Admins only (orders: owner or admin). */
export function useUserOrders(uid: string): LiveList<UserPurchase> {
  return useLiveQuery(
    `orders:${uid}`,
    () => query(collection(firestore, 'orders'), where('uid', '==', uid), limit(50)),
    orderFromData,
  );
}

/** A user's enrolments (50), live. Admins only. */
export function useUserEnrollments(uid: string): LiveList<UserPurchase> {
  return useLiveQuery(
    `enrollments:${uid}`,
    () => query(collection(firestore, 'enrollments'), where('learner_id', '==', uid), limit(50)),
    enrollmentFromData,
  );
}
