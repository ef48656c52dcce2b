import { Button } from '@chakra-ui/react';
import { PAYMENT_MESSAGES } from '@skillsetu/domain';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { POST_AUTH_REDIRECT_KEY } from '../../../lib/post-login-destination';

/**
 * Sends a signed-out visitor to /learner-auth, remembering the current page so that login brings
 * them back to it (docs/product.md#payments-and-refunds: Enroll Now needs a signed-in learner). Returns the callback.
 */
export function useSignInFirst(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    try {
      sessionStorage.setItem(POST_AUTH_REDIRECT_KEY, pathname + search);
    } catch {
      // storage unavailable: the learner lands on the default page after login
    }
    navigate('/learner-auth');
  }, [navigate, pathname, search]);
}

/** The Enroll Now button of a course (docs/product.md#payments-and-refunds), named for the course; 'Processing...' while paying. */
export function EnrollNowButton({
  courseTitle,
  onClick,
  processing = false,
  disabled = false,
}: {
  courseTitle: string;
  onClick: () => void;
  processing?: boolean;
  disabled?: boolean;
}) {
  return (
    <Button
      size="sm"
      colorPalette="blue"
      disabled={processing || disabled}
      onClick={onClick}
      aria-label={`Enroll Now in ${courseTitle}`}
    >
      {processing ? PAYMENT_MESSAGES.processing : 'Enroll Now'}
    </Button>
  );
}

/**
 * Enroll Now for a visitor this browser has no signed-in user for (session hint): login first,
 * with no Firebase or payment code loaded (EnrollButton's signed-out path, without its SDKs).
 */
export function SignedOutEnrollButton({ courseTitle }: { courseTitle: string }) {
  return <EnrollNowButton courseTitle={courseTitle} onClick={useSignInFirst()} />;
}
