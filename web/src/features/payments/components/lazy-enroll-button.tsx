import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/layout/error-boundary';
import { useSessionHint } from '../../../lib/firebase/session-hint';
import type { EnrollButtonProps } from './enroll-button';
import { SignedOutEnrollButton } from './enroll-now-button';

// A signed-in browser's Enroll Now (Firebase and the payment flow) loads in a module of its own.
const HintedEnrollButton = lazy(() =>
  import('./hinted-enroll-button').then((m) => ({ default: m.HintedEnrollButton })),
);

/**
 * EnrollButton for pages that paint without Firebase (category cards, course detail, the trainer
 * profile). A visitor this browser has no signed-in user for (session hint, as the navbar's) gets
 * the signed-out Enroll Now, which goes to login first, with no Firebase or payment code loaded
 * (docs/decisions/009-session-hint.md: those SDKs were most of the trainer profile's main-thread work after its first paint).
 * A signed-in user's EnrollButton loads with Firebase (hinted-enroll-button.tsx); `fallback` (usually a plain 'Enroll Now'
 * link) shows meanwhile, and stays if they fail to load. Props as EnrollButton (price in rupees).
 */
export function LazyEnrollButton({ fallback, ...props }: EnrollButtonProps & { fallback: ReactNode }) {
  const hinted = useSessionHint();
  if (!hinted) return props.course.price > 0 ? <SignedOutEnrollButton courseTitle={props.course.title} /> : null;
  return (
    <ErrorBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <HintedEnrollButton fallback={fallback} {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
