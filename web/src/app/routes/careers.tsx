import { CareersPage } from '../../features/info/components/careers-page';

/** Route `/careers` (spec §2). */
export default function CareersRoute() {
  return <CareersPage />;
}
