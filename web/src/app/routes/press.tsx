import { PressPage } from '../../features/info/components/press-page';

/** Route `/press` (spec §2). */
export default function PressRoute() {
  return <PressPage />;
}
