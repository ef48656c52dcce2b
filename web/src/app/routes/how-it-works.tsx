import { HowItWorksPage } from '../../features/info/components/how-it-works-page';

/** Route `/how-it-works` (docs/product.md#public-pages). */
export default function HowItWorksRoute() {
  return <HowItWorksPage />;
}
