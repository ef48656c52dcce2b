import type { Profile } from '@skillsetu/domain';
import { collection, doc, limit, query, where, type DocumentData } from 'firebase/firestore';
import { lenientConverter } from '../../../lib/firebase/converter-from-schema';
import { useLiveDoc } from '../../../lib/firebase/live';
import { enrollmentsCollection, type EnrollmentDoc } from '../../../lib/firebase/refs';
import { firestore } from '../../../lib/firebase/sdk';
import { profileConverter } from '../../auth/api/profile-converter';
import { useAdminList, type LiveList } from './use-live-query';

/** One of a user's orders or enrolments as the user detail lists it (amount in paise). */
export interface UserPurchase {
  id: string;
  label: string;
  status: string;
  amount: number;
  at: Date | null;
}

const orderConverter = lenientConverter<UserPurchase>((id: string, d: DocumentData) => {
  const label =
    d.purpose === 'enrollment'
      ? `Course: ${String(d.course_title ?? d.course_id ?? '')}`
      : `Plan: ${String(d.plan ?? '')} ${String(d.billing ?? '')}`;
  const at = d.created_at instanceof Date ? d.created_at : null;
  return { id, label, status: String(d.status ?? ''), amount: Number(d.amount ?? 0), at };
});

const purchaseOf = (e: EnrollmentDoc): UserPurchase => ({
  id: e.id,
  label: `Course ${e.course_id}`,
  status: 'enrolled',
  amount: e.amount,
  at: e.created_at.getTime() > 0 ? e.created_at : null,
});

/** A user's profile (live; null while loading or when missing). Admins only. */
export function useUserProfile(uid: string): {
  status: 'loading' | 'ready' | 'missing' | 'error';
  profile: Profile | null;
} {
  const live = useLiveDoc(doc(firestore, 'profiles', uid).withConverter(profileConverter), 'Admin profile read');
  if (live.status === 'idle' || live.status === 'loading') return { status: 'loading', profile: null };
  if (live.status === 'error') return { status: 'error', profile: null };
  return live.data ? { status: 'ready', profile: live.data } : { status: 'missing', profile: null };
}

/** A user's orders (newest 50), live. Admins only (orders: owner or admin). */
export function useUserOrders(uid: string): LiveList<UserPurchase> {
  return useAdminList(
    query(collection(firestore, 'orders').withConverter(orderConverter), where('uid', '==', uid), limit(50)),
  );
}

/** A user's enrolments (50), live. Admins only. */
export function useUserEnrollments(uid: string): LiveList<UserPurchase> {
  const list = useAdminList(query(enrollmentsCollection(), where('learner_id', '==', uid), limit(50)));
  return { status: list.status, items: list.items.map(purchaseOf) };
}
