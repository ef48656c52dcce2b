import type { TrainerCard } from '@skillsetu/domain';
import { useCallback, useEffect, useState } from 'react';
import { listenToTrainerCardByPublicId, parsePublicTrainerId } from './worker/client';

export type TrainerByIdResult =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'success'; trainer: TrainerCard };

// One object per state without data: a caller may compare results by identity (routes/trainer.tsx).
const LOADING: TrainerByIdResult = { status: 'loading' };
const NOT_FOUND: TrainerByIdResult = { status: 'not-found' };

/**
 * Live trainer card for a `/trainer/{id}` parameter: `trainer_cards` where id == Number(param)
 * limit 1 (one read), listened to in the trainer-cards worker (worker/client.ts). A parameter that is
 * not a positive integer, or no matching card, gives 'not-found' without (further) reads; listener
 * errors give 'error' with a retry. The result object changes only when the state does.
 */
export function useTrainerByPublicId(param: string | undefined): TrainerByIdResult {
  const id = parsePublicTrainerId(param);
  const [nonce, setNonce] = useState(0);
  const key = `${id}#${nonce}`;
  const [state, setState] = useState<{ key: string; result: TrainerByIdResult }>({
    key,
    result: LOADING,
  });
  const retry = useCallback(() => setNonce((n) => n + 1), []);

  useEffect(() => {
    if (id === null) return;
    setState({ key, result: LOADING });
    return listenToTrainerCardByPublicId(
      id,
      (snap) => {
        // metadata-only snapshots (fromCache flips) change nothing shown
        if (!snap.changed) return;
        const trainer = snap.docs[0]?.card ?? null;
        setState({ key, result: trainer ? { status: 'success', trainer } : NOT_FOUND });
      },
      (error) => {
        console.error('Trainer profile listener failed', error);
        setState({ key, result: { status: 'error', error, retry } });
      },
    );
  }, [id, key, retry]);

  if (id === null) return NOT_FOUND;
  return state.key === key ? state.result : LOADING;
}
