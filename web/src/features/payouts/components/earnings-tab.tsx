import { Heading, Stack } from '@chakra-ui/react';
import { useDebits } from '../api/use-debits';
import { PAYOUT_MESSAGES } from '../messages';
import { DebitsList } from './debits-list';
import { PayoutSetupCard } from './payout-setup-card';
import { PayoutsList } from './payouts-list';
import { StatementSection } from './statement-section';
import { TaxDetailsCard, TrainerDocumentsCard } from '../../documents';

/**
 * The trainer dashboard's Earnings tab (loaded lazily): the month's statement (gross, refunds,
 * commission, GST, net; one line per sale or refund; CSV), the payouts with their state, refunds
 * after payout and how they were recovered, the invoices SkillSetu issued the trainer (plan fees,
 * monthly commission), payout setup and the tax details invoices carry. Live from server-written documents (docs/payouts.md). Must render inside <WithFirebase>.
 */
export function EarningsTab({ uid }: { uid: string }) {
  const debits = useDebits(uid);
  return (
    <Stack gap="8" py="4" maxW="4xl">
      <Heading as="h2" size="lg">
        {PAYOUT_MESSAGES.title}
      </Heading>
      <StatementSection uid={uid} debits={debits} />
      <PayoutsList uid={uid} />
      <DebitsList state={debits} />
      <TrainerDocumentsCard uid={uid} />
      <PayoutSetupCard uid={uid} />
      <TaxDetailsCard uid={uid} isTrainer />
    </Stack>
  );
}
