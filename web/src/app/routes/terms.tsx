import { StaticInfoPage } from '../../features/info/components/static-info-page';
import { TERMS } from '../../features/info/content/terms';

/** Route `/terms` (docs/product.md#public-pages). */
export default function TermsRoute() {
  return <StaticInfoPage content={TERMS} />;
}
