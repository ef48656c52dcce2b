import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/page-spinner';
import { CertificatePage } from '../../features/certificates/components/certificate-page';
import { WithFirebase } from '../../lib/firebase/with-firebase';

/** Route /certificates/:id (public; lazy, in the account-routes table so no public page's first paint carries it). */
export default function Route() {
  const { id = '' } = useParams();
  return (
    <WithFirebase fallback={<PageSpinner />}>
      <CertificatePage id={id} />
    </WithFirebase>
  );
}
