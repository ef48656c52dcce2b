import { httpsCallable } from 'firebase/functions';
import { functions } from './sdk';

/**
 * Calls a Cloud Function callable by name and returns its data. Throws the SDK's FunctionsError
 * (code + the server's message) on failure. Only import from lazily-loaded code.
 */
export async function callFunction<Req, Res>(name: string, data: Req): Promise<Res> {
  const result = await httpsCallable<Req, Res>(functions, name)(data);
  return result.data;
}
