import { Button } from '@chakra-ui/react';
import { MESSAGING_TEXT } from '@skillsetu/domain';
import { LuUserPlus } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../auth/hooks/use-session';
import { POST_AUTH_REDIRECT_KEY } from '../../auth/post-login-destination';
import { ContactStatus } from './contact-status';

/**
 * Request Contact on the Connect card: the learner's state with this trainer (request, pending,
 * shared, declined); signed-out visitors sign in first and come back to the profile.
 * Must be rendered inside `<WithFirebase>`.
 */
export function ConnectContact({ trainerId }: { trainerId: string; name?: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  if (session.status === 'signed-in' && session.user)
    return <ContactStatus trainerId={trainerId} learnerId={session.user.uid} />;
  return (
    <Button
      variant="outline"
      disabled={session.status === 'loading'}
      onClick={() => {
        try {
          sessionStorage.setItem(POST_AUTH_REDIRECT_KEY, location.pathname + location.search);
        } catch {
          // storage unavailable: the user lands on their home page after login
        }
        navigate('/auth');
      }}
    >
      <LuUserPlus /> {MESSAGING_TEXT.requestContact}
    </Button>
  );
}
