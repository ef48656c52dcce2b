import { useCallback, useRef, useState } from 'react';

/** Longest we wait for a dialog's exit animation before opening checkout anyway. */
const EXIT_FALLBACK_MS = 1000;

/**
 * Open state of the payment dialog plus `closeAndWait()`, which closes it and resolves once its
 * exit animation finished (`onExitComplete`). Checkout must open only then: while a modal dialog
 * is open it hides the rest of the page (aria-hidden, pointer-events) — checkout's overlay included.
 * `initiallyOpen` opens it on mount (a plan chosen before the flow loaded, become-trainer-page.tsx).
 */
export function useClosableDialog(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const pending = useRef<(() => void) | null>(null);

  const closeAndWait = useCallback(
    () =>
      new Promise<void>((resolve) => {
        const done = () => {
          pending.current = null;
          resolve();
        };
        pending.current = done;
        setOpen(false);
        window.setTimeout(() => pending.current === done && done(), EXIT_FALLBACK_MS);
      }),
    [],
  );
  const onExitComplete = useCallback(() => pending.current?.(), []);

  return { open, setOpen, closeAndWait, onExitComplete };
}
