import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/layout/error-boundary';
import { WithFirebase } from '../../../lib/firebase/with-firebase';
import type { EnrollButtonProps } from './enroll-button';

// The payment flow (Firebase, Razorpay checkout) loads only where a course can really be paid for.
const EnrollButton = lazy(() => import('./enroll-button').then((m) => ({ default: m.EnrollButton })));

/**
 * EnrollButton for pages that paint without Firebase (category cards, course detail): `fallback`
 * (usually a plain 'Enroll Now' link) shows while the payment flow and Firebase load, and stays if
 * they fail to load. Props as EnrollButton (course price in rupees).
 */
export function LazyEnrollButton({ fallback, ...props }: EnrollButtonProps & { fallback: ReactNode }) {
  return (
    <ErrorBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <WithFirebase fallback={fallback}>
          <EnrollButton {...props} />
        </WithFirebase>
      </Suspense>
    </ErrorBoundary>
  );
}
