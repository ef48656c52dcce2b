import type { AdminOk, RevokeCertificateRequest } from '@skillsetu/domain';
import { callFunction } from '../../../lib/firebase/callables';

/** adminRevokeCertificate (admins only, audited; ADR 207). Throws the callable's FunctionsError with its plain message. */
export function revokeCertificate(req: RevokeCertificateRequest): Promise<AdminOk> {
  return callFunction<RevokeCertificateRequest, AdminOk>('adminRevokeCertificate', req);
}
