import { StaticInfoPage } from '../../features/info/components/static-info-page';
import { TERMS } from '../../features/info/content/terms';

/** Route `/terms` (spec §2 static information pages). */
export default function TermsRoute() {
  return <StaticInfoPage content={TERMS} />;
}
