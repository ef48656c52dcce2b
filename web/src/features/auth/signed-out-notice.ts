import { AUTH_MESSAGES } from '@skillsetu/domain';
import { notifyWhenReady } from './notify-when-ready';

/** sessionStorage flag set by sign-out, read after its hard reload to show 'Signed out successfully' (docs/product.md#accounts-and-roles). */
export const SIGNED_OUT_NOTICE_KEY = 'signedOutNotice';

/** Shows 'Signed out successfully' once if a sign-out just happened in this tab. */
export function showSignedOutNotice(): void {
  try {
    if (sessionStorage.getItem(SIGNED_OUT_NOTICE_KEY)) {
      sessionStorage.removeItem(SIGNED_OUT_NOTICE_KEY);
      notifyWhenReady(AUTH_MESSAGES.signOutSuccess, 'success');
    }
  } catch {
    // storage unavailable
  }
}
