import { StaticInfoPage } from '../../features/info/components/static-info-page';
import { CANCELLATION_REFUNDS } from '../../features/info/content/cancellation-refunds';

/** Route `/cancellation-refunds` (docs/product.md#public-pages). */
export default function CancellationRefundsRoute() {
  return <StaticInfoPage content={CANCELLATION_REFUNDS} />;
}
