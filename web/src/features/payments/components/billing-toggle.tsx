import { Badge, Button, Group } from '@chakra-ui/react';
import { PLANS, type BillingCycle } from '@skillsetu/domain';

/** Monthly / annual switch of /become-trainer (docs/product.md#payments-and-refunds); the annual side carries 'Save 20%'. */
export function BillingToggle({ value, onChange }: { value: BillingCycle; onChange: (b: BillingCycle) => void }) {
  return (
    <Group attached role="group" aria-label="Billing period">
      <Button
        variant={value === 'monthly' ? 'solid' : 'outline'}
        colorPalette="blue"
        aria-pressed={value === 'monthly'}
        onClick={() => onChange('monthly')}
      >
        Monthly
      </Button>
      <Button
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
    </Group>
  );
}
