import { AboutPage } from '../../features/info/components/about-page';

/** Route `/about` (docs/product.md#public-pages). */
export default function AboutRoute() {
  return <AboutPage />;
}
