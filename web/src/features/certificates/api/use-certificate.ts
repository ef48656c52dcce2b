import { useOnce } from '../../../lib/firebase/use-once';
import { fetchCertificate, type CertificateState } from './fetch-certificate';

/**
 * certificates/{id}, read once per id (useOnce); `reload()` reads it again (e.g. after revoking),
 * the earlier state staying on screen meanwhile. fetchCertificate turns failures into 'error'.
 */
export function useCertificate(id: string): CertificateState & { reload: () => void } {
  const read = useOnce(id, () => fetchCertificate(id), 'Certificate fetch');
  return { ...(read.data ?? { status: 'loading' }), reload: read.reload };
}
