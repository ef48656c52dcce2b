import { StaticInfoPage } from '../../features/info/components/static-info-page';
import { SAFETY } from '../../features/info/content/safety';

/** Route `/safety` (docs/product.md#public-pages). */
export default function SafetyRoute() {
  return <StaticInfoPage content={SAFETY} />;
}
