import { Badge } from '@chakra-ui/react';
import { LISTING_MESSAGES } from '@skillsetu/domain';
import { LuBadgeCheck } from 'react-icons/lu';

/** The green 'Verified' badge of a verified trainer (docs/product.md#listing-and-search). */
export function VerifiedBadge() {
  return (
    <Badge colorPalette="green" variant="subtle" gap="1" data-testid="verified-badge">
      <LuBadgeCheck aria-hidden />
      {LISTING_MESSAGES.verified}
    </Badge>
  );
}
