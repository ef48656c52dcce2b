import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/page-spinner';
import { DocumentPage } from '../../features/documents/components/document-page';
import { WithFirebase } from '../../lib/firebase/with-firebase';

/** Route /documents/:id (signed in): an invoice, bill of supply or credit note and its PDF. */
export default function Route() {
  const { id = '' } = useParams();
  return (
    <WithFirebase fallback={<PageSpinner />}>
      <DocumentPage id={id} />
    </WithFirebase>
  );
}
