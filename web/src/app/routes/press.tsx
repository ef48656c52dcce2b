import { PressPage } from '../../features/info/components/press-page';

/** Route `/press` (docs/product.md#public-pages). */
export default function PressRoute() {
  return <PressPage />;
}
