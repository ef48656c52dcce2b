import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

/** A Chakra-styled react-router link. */
export function RouterLink({ to, children, ...rest }: LinkProps & { to: string }) {
  return (
    <ChakraLink asChild {...rest}>
      <Link to={to}>{children}</Link>
    </ChakraLink>
  );
}
