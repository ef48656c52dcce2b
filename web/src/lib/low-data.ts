import { TRAINERS_PAGE_SIZE } from '@skillsetu/domain';
import { useSyncExternalStore } from 'react';

/**
 * The parts of the Network Information API the low-data decision reads (Chromium on Android has
 * them; Safari and Firefox do not). https://developer.mozilla.org/docs/Web/API/NetworkInformation
 */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

/** Effective connection types slow enough to hold back photos and embeds ('slow-2g', '2g', '3g'). */
const SLOW_TYPES = new Set(['slow-2g', '2g', '3g']);

/** Find Trainers' page size in low-data mode (the usual page is TRAINERS_PAGE_SIZE, 12). */
export const LOW_DATA_TRAINERS_PAGE_SIZE = 6;

/** Trainer cards per Find Trainers page: half a page in low-data mode, so each read costs less data. */
export function trainersPageSize(lowData: boolean): number {
  return lowData ? LOW_DATA_TRAINERS_PAGE_SIZE : TRAINERS_PAGE_SIZE;
}

/**
 * True when the visitor asked to save data (`saveData`, Chrome's Lite mode or Android's Data Saver)
 * or the connection is 2g/3g-like (`effectiveType`). Then avatars and embeds wait for a tap and the
 * listing reads smaller pages (docs/performance.md, docs/decisions/182-low-data-mode.md). A browser
 * without the API (undefined) is treated as a fast connection.
 */
export function prefersLowData(connection: ConnectionHints | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || SLOW_TYPES.has(connection.effectiveType ?? '');
}

function currentConnection(): ConnectionHints | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}

function subscribe(onChange: () => void): () => void {
  const connection = currentConnection();
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
}

const snapshot = () => prefersLowData(currentConnection());
// The prerender (and any server render) assumes a fast connection: the captured HTML shows photos.
const serverSnapshot = () => false;

/**
 * Whether this visitor is in low-data mode now (prefersLowData on `navigator.connection`); it
 * re-renders when the connection changes (the API's 'change' event).
 */
export function useLowData(): boolean {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
