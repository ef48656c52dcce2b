import { useCallback, useEffect, useRef, useState } from 'react';

/** sessionStorage key of the once-per-session promo flag (docs/product.md#public-pages "Local storage keys"). */
export const PROMO_SEEN_KEY = 'skillsetu:promo-popup-shown';

/**
 * The home promo popup (docs/product.md#public-pages): opens `delayMs` after mount, once per browser session (a
 * sessionStorage flag set when it opens). Returns whether it is open and a close function.
 * `onScheduled` runs when the popup is going to open this session (the host preloads it then).
 * A storage that throws (private mode) means the popup may show again; it never breaks the page.
 */
export function usePromoPopup(
  delayMs: number,
  { storage = safeSessionStorage(), onScheduled }: { storage?: Storage | null; onScheduled?: () => void } = {},
) {
  const [open, setOpen] = useState(false);
  const scheduled = useRef(onScheduled);
  useEffect(() => {
    if (readFlag(storage)) return;
    scheduled.current?.();
    const id = window.setTimeout(() => {
      if (readFlag(storage)) return;
      writeFlag(storage);
      setOpen(true);
    }, delayMs);
    return () => window.clearTimeout(id);
  }, [delayMs, storage]);
  const close = useCallback(() => setOpen(false), []);
  return { open, close };
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readFlag(storage: Storage | null): boolean {
  try {
    return storage?.getItem(PROMO_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function writeFlag(storage: Storage | null) {
  try {
    storage?.setItem(PROMO_SEEN_KEY, '1');
  } catch {
    // storage unavailable: nothing to remember
  }
}
