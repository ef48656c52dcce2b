import type { QueryConstraintSpec } from '@skillsetu/domain';
import { startTransition, useEffect, useState } from 'react';
import { countTrainerCards } from './worker/client';

/**
 * Number of trainer cards matching a listing spec's filters, from getCountFromServer (an
 * aggregation: about one read per 1,000 matches, not one per card) in the trainer-cards worker.
 * Re-runs when the spec or `version` changes (the caller bumps it on every live snapshot). Returns
 * null while counting the first time, when not `enabled` (no read) and when the server cannot be reached (offline); the last
 * count stays shown while a newer one is on its way.
 */
export function useTrainerCount(spec: QueryConstraintSpec, version: number, enabled = true): number | null {
  const specJson = JSON.stringify(spec);
  const [result, setResult] = useState<{ specJson: string; count: number | null }>({ specJson, count: null });

  useEffect(() => {
    if (!enabled) return;
    const { result: counted, cancel } = countTrainerCards(JSON.parse(specJson) as QueryConstraintSpec);
    counted.then(
      // a transition, as the listing's snapshots (use-trainer-listing.ts): no long render task
      (count) => startTransition(() => setResult({ specJson, count })),
      (error: unknown) => {
        console.warn('Could not count trainers (offline?)', error);
        setResult({ specJson, count: null });
      },
    );
    return cancel;
  }, [specJson, version, enabled]);

  return enabled && result.specJson === specJson ? result.count : null;
}
