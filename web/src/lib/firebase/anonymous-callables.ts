import { httpsCallable } from 'firebase/functions';
import { functions } from './functions';

/**
 * Calls a Cloud Function callable by name as a signed-out visitor and returns its data: the app, App
 * Check and Functions only, so neither Auth nor the Firestore SDK starts on the page
 * (docs/decisions/292-signed-out-page-views-without-the-sdk.md). The request carries no ID token;
 * for a signed-in user call callables.ts callFunction. Throws the SDK's FunctionsError (code + the
 * server's message) on failure. Only import from lazily-loaded code.
 */
export async function callFunctionSignedOut<Req, Res>(name: string, data: Req): Promise<Res> {
  const result = await httpsCallable<Req, Res>(functions, name)(data);
  return result.data;
}
