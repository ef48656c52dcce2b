import { Badge, Box, Button } from '@chakra-ui/react';
import { PLANS, type BillingCycle } from '@skillsetu/domain';

// The styles of Chakra's `<Group attached>` on a Box and its two buttons: Group's component and
// its chunk (0.9 KB gzip) stay off /become-trainer's first paint (docs/decisions/278-preload-lists-and-the-plans-route.md).
const first = { borderEndRadius: '0', marginEnd: '-1px', _focusVisible: { zIndex: 1 } } as const;
const last = { borderStartRadius: '0', _focusVisible: { zIndex: 1 } } as const;

/** Monthly / annual switch of /become-trainer (docs/product.md#payments-and-refunds); the annual side carries 'Save 20%'. */
export function BillingToggle({ value, onChange }: { value: BillingCycle; onChange: (b: BillingCycle) => void }) {
  return (
    <Box
      display="inline-flex"
      alignItems="center"
      justifyContent="flex-start"
      isolation="isolate"
      position="relative"
      role="group"
      aria-label="Billing period"
    >
      <Button
        {...first}
        variant={value === 'monthly' ? 'solid' : 'outline'}
        colorPalette="blue"
        aria-pressed={value === 'monthly'}
        onClick={() => onChange('monthly')}
      >
        Monthly
      </Button>
      <Button
        {...last}
        variant={value === 'annual' ? 'solid' : 'outline'}
        colorPalette="blue"
        aria-pressed={value === 'annual'}
        onClick={() => onChange('annual')}
      >
        Annual
        <Badge colorPalette="green" ms="2">
          {PLANS.professional.annualBadge}
        </Badge>
      </Button>
    </Box>
  );
}
