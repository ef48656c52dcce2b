import type { TrainerProfile } from '@skillsetu/domain';
import { collection, doc, limit, onSnapshot, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/sdk';
import { trainerProfileFromData } from './converters';

/** Live state of a trainer profile: 'missing' when no document matches; pending = unsynced local write. */
export interface TrainerProfileState {
  status: 'loading' | 'ready' | 'missing' | 'error';
  profile: TrainerProfile | null;
  pending: boolean;
}

const LOADING: TrainerProfileState = { status: 'loading', profile: null, pending: false };

/**
 * Live trainer profile by uid, or by the public numeric id when `key` is all digits (the
 * /trainer-profile?id= parameter accepts either). Served from the persistent cache when offline.
 * key null → stays 'loading' (nothing to read yet).
 */
export function useTrainerProfile(key: string | null): TrainerProfileState {
  const [state, setState] = useState<TrainerProfileState & { key: string | null }>({ ...LOADING, key: null });
  useEffect(() => {
    if (!key) return;
    const onError = (err: Error) => {
      console.error('Failed to load trainer profile', err);
      setState({ key, status: 'error', profile: null, pending: false });
    };
    if (/^\d+$/.test(key)) {
      const q = query(collection(firestore, 'trainer_profiles'), where('id', '==', Number(key)), limit(1));
      return onSnapshot(
        q,
        { includeMetadataChanges: true },
        (snap) => {
          const d = snap.docs[0];
          setState(
            d
              ? {
                  key,
                  status: 'ready',
                  profile: trainerProfileFromData(d.id, d.data({ serverTimestamps: 'estimate' })),
                  pending: d.metadata.hasPendingWrites,
                }
              : { key, status: 'missing', profile: null, pending: false },
          );
        },
        onError,
      );
    }
    return onSnapshot(
      doc(firestore, 'trainer_profiles', key),
      { includeMetadataChanges: true },
      (snap) => {
        const data = snap.data({ serverTimestamps: 'estimate' });
        setState(
          data
            ? {
                key,
                status: 'ready',
                profile: trainerProfileFromData(snap.id, data),
                pending: snap.metadata.hasPendingWrites,
              }
            : { key, status: 'missing', profile: null, pending: false },
        );
      },
      onError,
    );
  }, [key]);
  if (!key || state.key !== key) return LOADING;
  return { status: state.status, profile: state.profile, pending: state.pending };
}
