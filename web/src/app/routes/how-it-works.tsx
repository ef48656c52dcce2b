import { HowItWorksPage } from '../../features/info/components/how-it-works-page';

/** Route `/how-it-works` (spec §2). */
export default function HowItWorksRoute() {
  return <HowItWorksPage />;
}
