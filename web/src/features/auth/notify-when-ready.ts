import type { ToastText } from '@skillsetu/domain';
import { notify } from '../../components/ui/notify';

/** Longest wait for the lazily mounted toaster before showing the toast anyway. */
const MAX_WAIT_MS = 5000;
/** The toast group subscribes to the store in an effect after its region is in the DOM. */
const SUBSCRIBE_GRACE_MS = 250;

/**
 * notify() for toasts raised right after a full page load (a broken reset link, the sign-out
 * notice): the app's toaster view mounts lazily after the first paint and a toast created before
 * it is listening would be lost, so wait (per animation frame) until its region is in the DOM.
 */
export function notifyWhenReady(text: ToastText, type: 'success' | 'error' | 'info' | 'warning'): void {
  const started = performance.now();
  const attempt = () => {
    const ready = document.querySelector('[data-scope="toast"][data-part="group"]');
    if (ready) setTimeout(() => notify(text, type), SUBSCRIBE_GRACE_MS);
    else if (performance.now() - started > MAX_WAIT_MS) notify(text, type);
    else requestAnimationFrame(attempt);
  };
  attempt();
}
