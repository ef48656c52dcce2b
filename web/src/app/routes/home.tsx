import { HomePage } from '../../features/home/components/home-page';

/** Route `/` (docs/product.md#public-pages). */
export default function HomeRoute() {
  return <HomePage />;
}
