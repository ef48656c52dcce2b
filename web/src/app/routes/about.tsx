import { AboutPage } from '../../features/info/components/about-page';

/** Route `/about` (spec §2). */
export default function AboutRoute() {
  return <AboutPage />;
}
