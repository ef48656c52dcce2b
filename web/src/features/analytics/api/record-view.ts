import type { RecordViewInput, RecordViewResult } from '@skillsetu/domain';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Calls the `recordView` callable through the app's lazily loaded callables module (the signed-in
 * uid, else the caller's IP address, is the visitor: docs/decisions/100-server-counted-views.md).
 * The Firebase SDK loads in two tasks, the Firestore SDK first, as WithFirebase loads it
 * (docs/decisions/062-firebase-in-three-tasks.md), so neither evaluation is one long task. Throws the SDK's FunctionsError.
 * Only import lazily, after the page's first paint.
 */
export async function recordView(input: RecordViewInput): Promise<RecordViewResult> {
  await import('firebase/firestore');
  await nextTask();
  const { callFunction } = await import('../../../lib/firebase/callables');
  return callFunction<RecordViewInput, RecordViewResult>('recordView', input);
}
