import { Text } from '@chakra-ui/react';
import { RouterLink } from '../../../components/ui/router-link';

/** The terms and privacy links under the auth forms (docs/product.md#accounts-and-roles). */
export function TermsNote() {
  return (
    <Text fontSize="xs" color="fg.muted" textAlign="center" mt="4">
      By continuing you agree to our <RouterLink to="/terms">Terms of Service</RouterLink> and{' '}
      <RouterLink to="/privacy">Privacy Policy</RouterLink>.
    </Text>
  );
}
