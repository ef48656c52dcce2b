import { Stack, Text } from '@chakra-ui/react';
import { formatWholeRupees, partStateText, type PayoutPart } from '@skillsetu/domain';
import { usePayoutParts } from '../api/use-payout-parts';

/** The amount a part shows: what it sent once released, else its planned share (paise → rupees). */
const partAmount = (p: PayoutPart) => formatWholeRupees(p.send_paise ?? p.planned_paise);

/**
 * One sale's parts, one line per class: 'Class 3 of 8 · released 2 Dec 2026 · ₹551.14', 'Class 4 of
 * 8 · on hold: disputed · ₹551.14', 'Class 5 of 8 · waiting for the class · ₹551.14'
 * (docs/payouts.md#paid-per-class).
 */
export function PayoutPartsList({ uid, orderId }: { uid: string; orderId: string }) {
  const state = usePayoutParts(uid, orderId);
  if (state.status === 'loading')
    return (
      <Text fontSize="sm" color="fg.muted">
        Loading the classes…
      </Text>
    );
  if (state.status === 'error') {
    return (
      <Text fontSize="sm" role="alert" color="red.600">
        We could not load this sale&apos;s classes. Please refresh the page.
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0" aria-label="Paid per class">
      {state.parts.map((p) => (
        <Text as="li" key={p.n} fontSize="sm" color="fg.muted" data-testid="payout-part">
          {partStateText(p)} · {partAmount(p)}
        </Text>
      ))}
    </Stack>
  );
}
