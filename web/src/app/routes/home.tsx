import { HomePage } from '../../features/home/components/home-page';

/** Route `/` (spec §2 Home page). */
export default function HomeRoute() {
  return <HomePage />;
}
