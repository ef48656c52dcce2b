import { lazy, type ReactNode } from 'react';
import { WithFirebase } from '../../../lib/firebase/with-firebase';
import type { EnrollButtonProps } from './enroll-button';

// The payment flow (Firebase, Razorpay checkout) loads only where a course can really be paid for.
const EnrollButton = lazy(() => import('./enroll-button').then((m) => ({ default: m.EnrollButton })));

/**
 * Enroll Now for a browser with a signed-in user (session hint): Firebase, then the payment flow.
 * A module of its own, loaded by LazyEnrollButton only for such a browser, so the pages that show
 * Enroll Now to a signed-out visitor do not carry the flow's preload list (about 50 file names;
 * docs/decisions/278-preload-lists-and-the-plans-route.md). `fallback` shows until both have
 * loaded; the caller's error boundary and Suspense hold it on failure. Props as EnrollButton.
 */
export function HintedEnrollButton({ fallback, ...props }: EnrollButtonProps & { fallback: ReactNode }) {
  return (
    <WithFirebase fallback={fallback}>
      <EnrollButton {...props} />
    </WithFirebase>
  );
}
