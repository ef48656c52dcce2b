import type { ContactRequest } from '@skillsetu/domain';
import { collection, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/sdk';
import { contactRequestFromData } from './converters';

/** Live list of the trainer's contact requests, newest first, at most 50 (rules cap). Errors are logged. */
export function useContactRequests(trainerId: string): {
  status: 'loading' | 'success' | 'error';
  items: ContactRequest[];
} {
  const [state, setState] = useState<{ id: string; status: 'loading' | 'success' | 'error'; items: ContactRequest[] }>({
    id: '',
    status: 'loading',
    items: [],
  });
  useEffect(() => {
    const q = query(
      collection(firestore, 'contact_requests'),
      where('trainer_id', '==', trainerId),
      orderBy('created_at', 'desc'),
      limit(50),
    );
    return onSnapshot(
      q,
      (snap) =>
        setState({
          id: trainerId,
          status: 'success',
          items: snap.docs.map((d) => contactRequestFromData(d.id, d.data({ serverTimestamps: 'estimate' }))),
        }),
      (err) => {
        console.error('Contact requests fetch failed', err);
        setState({ id: trainerId, status: 'error', items: [] });
      },
    );
  }, [trainerId]);
  return state.id === trainerId ? state : { status: 'loading', items: [] };
}
