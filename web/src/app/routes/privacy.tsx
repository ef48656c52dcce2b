import { StaticInfoPage } from '../../features/info/components/static-info-page';
import { PRIVACY } from '../../features/info/content/privacy';

/** Route `/privacy` (docs/product.md#public-pages). */
export default function PrivacyRoute() {
  return <StaticInfoPage content={PRIVACY} />;
}
