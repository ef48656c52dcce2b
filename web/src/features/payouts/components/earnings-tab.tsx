import { Heading, Stack } from '@chakra-ui/react';
import { PAYOUT_MESSAGES } from '../messages';
import { PayoutSetupCard } from './payout-setup-card';
import { PayoutsList } from './payouts-list';
import { StatementSection } from './statement-section';

/**
 * The trainer dashboard's Earnings tab (loaded lazily): the month's statement (gross, refunds,
 * commission, GST, net; one line per sale or refund; CSV), the payouts with their state, and payout
 * setup. Live from server-written documents (docs/payouts.md). Must render inside <WithFirebase>.
 */
export function EarningsTab({ uid }: { uid: string }) {
  return (
    <Stack gap="8" py="4" maxW="4xl">
      <Heading as="h2" size="lg">
        {PAYOUT_MESSAGES.title}
      </Heading>
      <StatementSection uid={uid} />
      <PayoutsList uid={uid} />
      <PayoutSetupCard uid={uid} />
    </Stack>
  );
}
