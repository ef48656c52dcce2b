import { httpsCallable } from 'firebase/functions';
import { isEmailNotVerifiedError } from './callable-errors';
import { refreshEmailVerified } from './email-verified-token';
import { auth, functions } from './sdk';

/**
 * Calls a Cloud Function callable by name and returns its data. Throws the SDK's FunctionsError
 * (code + the server's message) on failure. Only import from lazily-loaded code.
 *
 * A refusal for an unverified address (EMAIL_NOT_VERIFIED of @skillsetu/domain) from a signed-in user whose address
 * Firebase now says is verified is the page's old ID token (the address was verified in another tab,
 * or the banner's token refresh has not finished): the token is refreshed and the call made once
 * more (docs/decisions/170-verified-email.md). The server refuses such calls before changing
 * anything, so the second call is the first that counts.
 */
export async function callFunction<Req, Res>(name: string, data: Req): Promise<Res> {
  const call = httpsCallable<Req, Res>(functions, name);
  try {
    return (await call(data)).data;
  } catch (err) {
    if (!isEmailNotVerifiedError(err) || !auth.currentUser) throw err;
    if (!(await refreshEmailVerified())) throw err;
    return (await call(data)).data;
  }
}
