import type { ToastText } from '@skillsetu/domain';
import { TOAST_REQUESTED_EVENT } from './toaster';

/**
 * Shows a spec toast. 'error' is the spec's destructive style. duration in ms (Chakra default 5 s).
 * The toast store loads on first use (kept out of the entry chunk); calls keep their order.
 */
export function notify(text: ToastText, type: 'success' | 'error' | 'info' | 'warning' = 'info', duration?: number) {
  window.dispatchEvent(new Event(TOAST_REQUESTED_EVENT));
  void import('./toaster-store').then(({ toaster }) =>
    toaster.create({ title: text.title, description: text.description, type, duration, closable: true }),
  );
}
