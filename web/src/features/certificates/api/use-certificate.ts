import { useEffect, useState } from 'react';
import { fetchCertificate, type CertificateState } from './fetch-certificate';

/** certificates/{id}, read once per id and `version` (bump it to read again, e.g. after revoking). */
export function useCertificate(id: string, version = 0): CertificateState {
  const [state, setState] = useState<{ id: string; version: number; value: CertificateState } | null>(null);
  useEffect(() => {
    let active = true;
    void fetchCertificate(id).then((value) => {
      if (active) setState({ id, version, value });
    });
    return () => {
      active = false;
    };
  }, [id, version]);
  // While a later version loads, the earlier one stays on screen.
  return state?.id === id ? state.value : { status: 'loading' };
}
