import type { QueryConstraintSpec } from '@skillsetu/domain';
import { getCountFromServer } from 'firebase/firestore';
import { startTransition, useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { trainerCardsQuery } from './trainer-cards-query';

/**
 * Number of trainer cards matching a listing spec's filters, from getCountFromServer (an
 * aggregation: about one read per 1,000 matches, not one per card). Re-runs when the spec or
 * `version` changes (the caller bumps it on every live snapshot). Returns null while counting
 * the first time and when the server cannot be reached (offline); the last count stays shown
 * while a newer one is on its way.
 */
export function useTrainerCount(spec: QueryConstraintSpec, version: number): number | null {
  const db = useFirestore();
  const specJson = JSON.stringify(spec);
  const [result, setResult] = useState<{ specJson: string; count: number | null }>({ specJson, count: null });

  useEffect(() => {
    let cancelled = false;
    getCountFromServer(trainerCardsQuery(db, JSON.parse(specJson) as QueryConstraintSpec, { forCount: true }))
      .then((snap) => {
        // a transition, as the listing's snapshots (use-trainer-listing.ts): no long render task
        if (!cancelled) startTransition(() => setResult({ specJson, count: snap.data().count }));
      })
      .catch((error: unknown) => {
        console.warn('Could not count trainers (offline?)', error);
        if (!cancelled) setResult({ specJson, count: null });
      });
    return () => {
      cancelled = true;
    };
  }, [db, specJson, version]);

  return result.specJson === specJson ? result.count : null;
}
