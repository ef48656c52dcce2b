import type { RecordViewInput, RecordViewResult } from '@skillsetu/domain';
import { hasSessionHint } from '../../../lib/firebase/session-hint';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Calls the `recordView` callable (the signed-in uid, else the caller's IP address, is the visitor:
 * docs/decisions/100-server-counted-views.md). A browser with the session hint
 * (docs/decisions/009-session-hint.md) calls through the app's callables module, so the request
 * carries the user's ID token; the SDK then loads in two tasks, the Firestore SDK first, as
 * WithFirebase loads it (docs/decisions/062-firebase-in-three-tasks.md). A signed-out browser loads
 * only the app, App Check and Functions: a visitor needs no Auth or Firestore start-up on the page
 * (docs/decisions/292-signed-out-page-views-without-the-sdk.md). Throws the SDK's FunctionsError.
 * Only import lazily, after the page's first paint.
 */
export async function recordView(input: RecordViewInput): Promise<RecordViewResult> {
  if (!hasSessionHint()) {
    const { callFunctionSignedOut } = await import('../../../lib/firebase/anonymous-callables');
    return callFunctionSignedOut<RecordViewInput, RecordViewResult>('recordView', input);
  }
  await import('firebase/firestore');
  await nextTask();
  const { callFunction } = await import('../../../lib/firebase/callables');
  return callFunction<RecordViewInput, RecordViewResult>('recordView', input);
}
