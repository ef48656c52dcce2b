import { CareersPage } from '../../features/info/components/careers-page';

/** Route `/careers` (docs/product.md#public-pages). */
export default function CareersRoute() {
  return <CareersPage />;
}
