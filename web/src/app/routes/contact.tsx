import { ContactPage } from '../../features/info/components/contact-page';

/** Route `/contact` (docs/product.md#public-pages). */
export default function ContactRoute() {
  return <ContactPage />;
}
