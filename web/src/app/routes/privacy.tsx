import { StaticInfoPage } from '../../features/info/components/static-info-page';
import { PRIVACY } from '../../features/info/content/privacy';

/** Route `/privacy` (spec §2 static information pages). */
export default function PrivacyRoute() {
  return <StaticInfoPage content={PRIVACY} />;
}
