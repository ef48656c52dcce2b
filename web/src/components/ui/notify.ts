import type { ToastText } from '@skillsetu/domain';
import { toaster } from './toaster';

/** Shows a spec toast. 'error' is the spec's destructive style. duration in ms (Chakra default 5 s). */
export function notify(text: ToastText, type: 'success' | 'error' | 'info' | 'warning' = 'info', duration?: number) {
  toaster.create({ title: text.title, description: text.description, type, duration, closable: true });
}
