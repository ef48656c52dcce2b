import { callFunction } from '../../../lib/firebase/callables';

/**
 * Calls `exportMyData` and saves its answer as `skillsetu-my-data-YYYY-MM-DD.json` (every document
 * about the signed-in user; docs/accounts.md "My data"). Throws FunctionsError (resource-exhausted
 * after 5 downloads an hour).
 */
export async function downloadMyData(): Promise<void> {
  const data = await callFunction<null, unknown>('exportMyData', null);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `skillsetu-my-data-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
