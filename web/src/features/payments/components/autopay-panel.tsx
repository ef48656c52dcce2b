import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatRupees, planPriceRupees, PLANS, type BillingCycle } from '@skillsetu/domain';
import { useAutopay } from '../hooks/use-autopay';
import type { PaymentCustomer } from '../hooks/use-payment-flow-with';

/**
 * The plan page's autopay offer (docs/decisions/162-autopay-subscriptions.md): Professional billed `billing`, renewed by UPI
 * Autopay, e-mandate or card until cancelled; `canCancel` (a Professional plan is running) shows
 * Cancel autopay, which stops the next charge while the plan runs to its end.
 */
export function AutopayPanel({
  billing,
  customer,
  canCancel,
}: {
  billing: BillingCycle;
  customer: PaymentCustomer;
  canCancel: boolean;
}) {
  const { start, cancel, busy } = useAutopay();
  const price = formatRupees(planPriceRupees('professional', billing));
  const per = billing === 'annual' ? 'year' : 'month';
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="lg" p="4" data-testid="autopay-panel">
      <Text fontWeight="semibold">Renew {PLANS.professional.name} automatically</Text>
      <Text color="fg.muted" fontSize="sm">
        {price} every {per} by UPI Autopay, e-mandate or card. Cancel any time: no further charge, and your plan runs to
        its end date. One-time payment stays available above.
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button colorPalette="blue" disabled={busy} onClick={() => void start(billing, customer)}>
          Turn on autopay ({price}/{per})
        </Button>
        {canCancel && (
          <Button variant="outline" disabled={busy} onClick={() => void cancel()}>
            Cancel autopay
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
