import { PageSpinner } from '../../components/ui/page-spinner';
import { BecomeTrainerPage } from '../../features/payments/components/become-trainer-page';
import { WithFirebase } from '../../lib/firebase/with-firebase';

/** /become-trainer (docs/product.md#plans): trainer pricing and sign-up with payment. */
export default function BecomeTrainerRoute() {
  return (
    <WithFirebase fallback={<PageSpinner />}>
      <BecomeTrainerPage />
    </WithFirebase>
  );
}
