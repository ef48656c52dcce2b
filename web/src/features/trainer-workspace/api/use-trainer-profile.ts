import type { TrainerProfile } from '@skillsetu/domain';
import { collection, doc, limit, onSnapshot, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/sdk';
import { trainerProfileFromCard, trainerProfileFromData } from './converters';

/** Live state of a trainer profile: 'missing' when no document matches; pending = unsynced local write. */
export interface TrainerProfileState {
  status: 'loading' | 'ready' | 'missing' | 'error';
  profile: TrainerProfile | null;
  pending: boolean;
}

const LOADING: TrainerProfileState = { status: 'loading', profile: null, pending: false };

/**
 * Live trainer profile by uid, or by the public numeric id when `key` is all digits (the
 * /trainer-profile?id= parameter accepts either). The signed-in trainer's own profile (key ==
 * ownUid) is read from trainer_profiles (private: email, phone); anyone else's from the public
 * trainer_cards/{uid}, with empty email and phone (firestore.rules). Served from the persistent
 * cache when offline. key null → stays 'loading' (nothing to read yet).
 */
export function useTrainerProfile(key: string | null, ownUid: string | null = key): TrainerProfileState {
  const [state, setState] = useState<TrainerProfileState & { key: string | null }>({ ...LOADING, key: null });
  useEffect(() => {
    if (!key) return;
    const onError = (err: Error) => {
      console.error('Failed to load trainer profile', err);
      setState({ key, status: 'error', profile: null, pending: false });
    };
    if (key !== ownUid) {
      const q = /^\d+$/.test(key)
        ? query(collection(firestore, 'trainer_cards'), where('id', '==', Number(key)), limit(1))
        : query(collection(firestore, 'trainer_cards'), where('uid', '==', key), limit(1));
      return onSnapshot(
        q,
        (snap) => {
          const d = snap.docs[0];
          setState(
            d
              ? { key, status: 'ready', profile: trainerProfileFromCard(d.data()), pending: false }
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
  }, [key, ownUid]);
  if (!key || state.key !== key) return LOADING;
  return { status: state.status, profile: state.profile, pending: state.pending };
}
