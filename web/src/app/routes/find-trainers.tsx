import { PageSpinner } from '../../components/ui/page-spinner';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { FindTrainersPage } from '../../features/trainers/components/find-trainers-page';
import { WithFirebase } from '../../lib/firebase/with-firebase';

/** /find-trainers (spec §2): search and filter trainers, live from Firestore. */
export default function FindTrainersRoute() {
  useDocumentTitle(
    'Find Trainers',
    'Search and filter verified skill trainers across India by skill, category and city.',
  );
  return (
    <WithFirebase fallback={<PageSpinner />}>
      <FindTrainersPage />
    </WithFirebase>
  );
}
