import { Button } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { SIGNED_OUT_ACTIONS } from './nav-links';

/**
 * The session part of the navbar. Signed-out state: the spec's four buttons.
 * (The signed-in state — bell, avatar menu — is added by the accounts feature.)
 */
export function NavbarSession({ placement, onNavigate }: { placement: 'bar' | 'menu'; onNavigate?: () => void }) {
  return (
    <>
      {SIGNED_OUT_ACTIONS.map((a) => (
        <Button
          key={a.label}
          asChild
          size="sm"
          variant={a.variant}
          colorPalette="blue"
          width={placement === 'menu' ? 'full' : undefined}
          onClick={onNavigate}
        >
          <Link to={a.to}>{a.label}</Link>
        </Button>
      ))}
    </>
  );
}
