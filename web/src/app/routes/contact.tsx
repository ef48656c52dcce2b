import { ContactPage } from '../../features/info/components/contact-page';

/** Route `/contact` (spec §2, §5). */
export default function ContactRoute() {
  return <ContactPage />;
}
