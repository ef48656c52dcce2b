import { BecomeTrainerEntry } from '../../features/payments/components/become-trainer-entry';

/** /become-trainer (docs/product.md#plans): trainer pricing and sign-up with payment. */
export default function BecomeTrainerRoute() {
  return <BecomeTrainerEntry />;
}
