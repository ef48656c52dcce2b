import { certificateIdSchema, certificateSchema, type Certificate } from '@skillsetu/domain';
import { doc, getDoc } from 'firebase/firestore';
import { timestampsToDates } from '../../../lib/firebase/converter-from-schema';
import { firestore } from '../../../lib/firebase/sdk';

/** One certificates/{id} read: loading, the certificate, missing (no such id, or not an id), or failed. */
export type CertificateState =
  { status: 'loading' } | { status: 'success'; certificate: Certificate } | { status: 'missing' } | { status: 'error' };

/**
 * certificates/{id} (public get by id, ADR 206) as a Certificate; 'missing' for an id of the wrong
 * shape, a missing document or another shape. Dates arrive as Date (UTC instants, shown in IST).
 */
export async function fetchCertificate(id: string): Promise<CertificateState> {
  if (!certificateIdSchema.safeParse(id).success) return { status: 'missing' };
  try {
    const snap = await getDoc(doc(firestore, 'certificates', id));
    const parsed = certificateSchema.safeParse(timestampsToDates(snap.data()));
    return parsed.success ? { status: 'success', certificate: parsed.data } : { status: 'missing' };
  } catch (err) {
    console.error('Certificate fetch failed', err);
    return { status: 'error' };
  }
}
