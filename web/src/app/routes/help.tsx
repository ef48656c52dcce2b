import { HelpPage } from '../../features/info/components/help-page';

/** Route `/help` (spec §2 Help Center). */
export default function HelpRoute() {
  return <HelpPage />;
}
