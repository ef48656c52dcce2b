import { HelpPage } from '../../features/info/components/help-page';

/** Route `/help` (docs/product.md#public-pages). */
export default function HelpRoute() {
  return <HelpPage />;
}
