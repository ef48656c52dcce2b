import {
  listingQuerySpec,
  matchesAllTerms,
  MAX_LIST_LIMIT,
  type TrainerCard,
  type TrainerListingFilters,
} from '@skillsetu/domain';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { trainersPageSize, useLowData } from '../../../lib/low-data';
import { listenToTrainerCardsPage } from './worker/client';
import type { CardDoc } from './worker/protocol';
import { useTrainerCount } from './use-trainer-count';

interface Page {
  /** Id of the previous page's last document (null for the first page). */
  cursor: string | null;
  docs: CardDoc[];
  loaded: boolean;
  fromCache: boolean;
}

interface ListingState {
  key: string;
  pages: Page[];
  error: Error | null;
  /** Bumped on every snapshot so the count is re-run when the live page changes. */
  version: number;
}

export interface TrainerListing {
  status: 'loading' | 'success' | 'error';
  trainers: TrainerCard[];
  error: Error | null;
  /** Matches of the filters on the server (getCountFromServer, up to MAX_LIST_LIMIT); null while unknown or offline. */
  total: number | null;
  /** True while every shown page comes from the server, not only from the offline cache. */
  live: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * Live Find Trainers results for the given filters: one onSnapshot listener per loaded page on
 * `trainer_cards` (domain listingQuerySpec: where + orderBy + limit TRAINERS_PAGE_SIZE, or
 * LOW_DATA_TRAINERS_PAGE_SIZE in low-data mode), run in the
 * trainer-cards worker (worker/client.ts) so the page's main thread never runs the Firestore SDK;
 * loadMore adds the next page with startAfter(last document), so a page view reads one page however
 * many trainers exist (a multi-word search: at most 3 pages, its further terms matched here, ADR 070).
 * Listeners are dropped when the filters change or on unmount. Errors (rules,
 * network) surface as status 'error'; retry re-subscribes.
 */
export function useTrainerListing(filters: TrainerListingFilters): TrainerListing {
  // low-data mode (Save-Data, 2g/3g) reads half a page at a time (docs/decisions/182-low-data-mode.md)
  const pageSize = trainersPageSize(useLowData());
  const specJson = JSON.stringify(listingQuerySpec(filters, pageSize));
  const spec = useMemo(() => JSON.parse(specJson) as ReturnType<typeof listingQuerySpec>, [specJson]);
  const [nonce, setNonce] = useState(0);
  const key = `${specJson}#${nonce}`;
  const [state, setState] = useState<ListingState>({ key, pages: [], error: null, version: 0 });
  const unsubscribers = useRef<(() => void)[]>([]);

  const subscribe = useCallback(
    (index: number, cursor: string | null) => {
      // Metadata changes too: the cache-to-server switch (fromCache false) drives the 'Live Data' badge.
      // Snapshots render as transitions: React renders the result cards in 5 ms slices between other
      // work, instead of one long task per snapshot (an update from outside a React event is not
      // time-sliced otherwise), so typing in the filters stays responsive (docs/performance.md, Total Blocking Time).
      const unsubscribe = listenToTrainerCardsPage(
        spec,
        cursor,
        (snap) => {
          startTransition(() =>
            setState((prev) => {
              if (prev.key !== key) return prev;
              const pages = [...prev.pages];
              const before = prev.pages[index];
              const changed = snap.changed || !before?.loaded;
              // a metadata-only snapshot (fromCache flipped) keeps the documents already shown
              const docs = snap.changed || !before ? snap.docs : before.docs;
              pages[index] = { cursor, docs, loaded: true, fromCache: snap.fromCache };
              return { ...prev, pages, version: changed ? prev.version + 1 : prev.version };
            }),
          );
        },
        (error) => {
          console.error('Find Trainers listener failed', error);
          setState((prev) => (prev.key === key ? { ...prev, error } : prev));
        },
      );
      unsubscribers.current.push(unsubscribe);
    },
    [spec, key],
  );

  useEffect(() => {
    setState({ key, pages: [{ cursor: null, docs: [], loaded: false, fromCache: false }], error: null, version: 0 });
    subscribe(0, null);
    return () => {
      unsubscribers.current.forEach((u) => u());
      unsubscribers.current = [];
    };
  }, [key, subscribe]);

  const current = state.key === key ? state : null;
  const pages = useMemo(() => current?.pages ?? [], [current]);
  const trainers = useMemo(() => {
    const seen = new Set<string>();
    const out: TrainerCard[] = [];
    for (const doc of pages.flatMap((p) => p.docs)) {
      if (seen.has(doc.id)) continue;
      seen.add(doc.id);
      // a multi-word search reads by its most selective term; the others are matched here
      if (doc.card && matchesAllTerms(doc.card.search_tokens, spec.match)) out.push(doc.card);
    }
    return out;
  }, [pages, spec]);

  // the count aggregation knows only the array-contains term: with more terms the total is unknown
  const counted = useTrainerCount(spec, current?.version ?? 0, spec.match.length === 0);
  const first = pages[0];
  const last = pages[pages.length - 1];
  const status = current?.error ? 'error' : first?.loaded ? 'success' : 'loading';
  const loadingMore = pages.length > 1 && !last?.loaded;
  const hasMore =
    status === 'success' &&
    (loadingMore ||
      (!!last?.loaded &&
        last.docs.length >= spec.limit &&
        (counted === null || counted >= MAX_LIST_LIMIT || trainers.length < counted)));
  const total = spec.match.length === 0 ? counted : hasMore ? null : trainers.length;

  const loadMore = useCallback(() => {
    const lastPage = state.pages[state.pages.length - 1];
    const cursor = lastPage?.docs[lastPage.docs.length - 1]?.id;
    if (state.key !== key || !lastPage?.loaded || !cursor) return;
    const index = state.pages.length;
    setState((prev) => ({
      ...prev,
      pages: [...prev.pages, { cursor, docs: [], loaded: false, fromCache: false }],
    }));
    subscribe(index, cursor);
  }, [state, key, subscribe]);

  const retry = useCallback(() => setNonce((n) => n + 1), []);

  return {
    status,
    trainers,
    error: current?.error ?? null,
    total,
    live: pages.length > 0 && pages.every((p) => p.loaded && !p.fromCache),
    hasMore,
    loadingMore,
    loadMore,
    retry,
  };
}
