import { trainerProfileFromCard, type TrainerProfile } from '@skillsetu/domain';
import { doc, limit, query, where } from 'firebase/firestore';
import { useLiveDoc, useLiveQuery } from '../../../lib/firebase/live';
import { trainerCardsCollection } from '../../../lib/firebase/refs';
import { firestore } from '../../../lib/firebase/sdk';
import { trainerProfileConverter } from './converters';

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
 * cache when offline. key null → stays 'loading' (nothing to read yet). reactfire with converters.
 */
export function useTrainerProfile(key: string | null, ownUid: string | null = key): TrainerProfileState {
  const own = key !== null && key === ownUid;
  const ownLive = useLiveDoc(
    own ? doc(firestore, 'trainer_profiles', key).withConverter(trainerProfileConverter) : null,
    'Trainer profile load',
  );
  const cardLive = useLiveQuery(
    key && !own
      ? query(
          trainerCardsCollection(),
          /^\d+$/.test(key) ? where('id', '==', Number(key)) : where('uid', '==', key),
          limit(1),
        )
      : null,
    'Trainer profile load',
  );
  if (!key) return LOADING;
  if (own) {
    if (ownLive.status === 'loading' || ownLive.status === 'idle') return LOADING;
    if (ownLive.status === 'error') return { status: 'error', profile: null, pending: false };
    if (!ownLive.data) return { status: 'missing', profile: null, pending: false };
    const { pending, ...profile } = ownLive.data;
    return { status: 'ready', profile, pending };
  }
  if (cardLive.status === 'loading' || cardLive.status === 'idle') return LOADING;
  if (cardLive.status === 'error') return { status: 'error', profile: null, pending: false };
  const card = cardLive.data[0];
  return card
    ? { status: 'ready', profile: trainerProfileFromCard(card), pending: false }
    : { status: 'missing', profile: null, pending: false };
}
