import { Button, type ButtonProps } from '@chakra-ui/react';
import { LuMessageSquare } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { composeUrl } from '../compose-url';

/**
 * Send Message on public pages (trainer profile, course page, category card): a plain link to the
 * open composer at /messages (signed-out visitors sign in first and come back to it). No Firebase.
 */
export function SendMessageLink({
  trainerUid,
  trainerName,
  ...buttonProps
}: { trainerUid: string; trainerName: string } & Omit<ButtonProps, 'asChild'>) {
  return (
    <Button asChild variant="outline" colorPalette="blue" {...buttonProps}>
      <Link to={composeUrl(trainerUid, trainerName)} aria-label={`Send Message to ${trainerName}`}>
        <LuMessageSquare aria-hidden />
        Send Message
      </Link>
    </Button>
  );
}
