import { useDocumentTitle } from '../../components/ui/use-document-title';
import { FindTrainersPage } from '../../features/trainers/components/find-trainers-page';

/**
 * /find-trainers (docs/product.md#listing-and-search): search and filter trainers, live from Firestore. The page shell
 * (heading, filters, loading grid) paints without Firebase; FindTrainersPage loads the
 * Firestore-reading results lazily behind its own `<WithFirebase>` boundary.
 */
export default function FindTrainersRoute() {
  useDocumentTitle(
    'Find Trainers',
    'Search and filter verified skill trainers across India by skill, category and city.',
  );
  return <FindTrainersPage />;
}
