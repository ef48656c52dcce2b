import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PayoutSetup, PayoutSetupResponse } from '@skillsetu/domain';
import { notify } from '../../../components/ui/notify';
import { setupPayoutAccount } from '../api/setup-payout-account';
import { usePayoutAccount } from '../api/use-payouts';
import { PAYOUT_MESSAGES } from '../messages';
import { PayoutSetupForm } from './payout-setup-form';

/** What the card shows of a saved account (the live document, or the server's answer to the save). */
type ShownAccount = Pick<PayoutSetupResponse, 'legal_name' | 'bank_last4' | 'ifsc'>;

/** Payout setup: the saved account (name, IFSC, last 4 digits only) or the form to add one. */
export function PayoutSetupCard({ uid }: { uid: string }) {
  const live = usePayoutAccount(uid);
  // The server's answer shows at once; the live document confirms it when its snapshot arrives.
  const [saved, setSaved] = useState<ShownAccount | null>(null);
  // live is undefined while loading and null when there is none: the saved answer fills either gap
  const account: ShownAccount | null | undefined = live ? live : (saved ?? live);
  // Once the trainer has seen the form, a listener that briefly reloads (e.g. a sign-in on another
  // tab) must not unmount it and lose what they typed: keep it until an account exists.
  const [formShown, setFormShown] = useState(false);
  if (account === null && !formShown) setFormShown(true);
  if (account && formShown) setFormShown(false);
  const showForm = account === null || (account === undefined && formShown);

  /** Saves the details through setupPayoutAccount; the result (or the server's message) shows as a toast. */
  const save = async (values: PayoutSetup): Promise<void> => {
    try {
      const response = await setupPayoutAccount(values);
      setSaved(response);
      notify(
        { title: PAYOUT_MESSAGES.setupSaved, description: `Bank account ending ${response.bank_last4}.` },
        'success',
      );
    } catch (err) {
      notify({ title: PAYOUT_MESSAGES.setupFailed, description: (err as Error).message }, 'error');
    }
  };
  return (
    <Box as="section" borderWidth="1px" borderRadius="lg" p="4" aria-label={PAYOUT_MESSAGES.setupTitle}>
      <Stack gap="3">
        <Heading as="h3" size="md">
          {PAYOUT_MESSAGES.setupTitle}
        </Heading>
        {account === undefined && !formShown && <Text color="fg.muted">Loading…</Text>}
        {account && (
          <Text data-testid="payout-account">
            Payouts go to {account.legal_name}, bank account ending {account.bank_last4} (IFSC {account.ifsc}).
          </Text>
        )}
        {showForm && (
          <>
            <Text color="fg.muted">{PAYOUT_MESSAGES.setupIntro}</Text>
            <PayoutSetupForm onSubmit={save} />
          </>
        )}
      </Stack>
    </Box>
  );
}
