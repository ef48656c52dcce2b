import { useEffect, useState } from 'react';
import { fetchDocument, type DocumentState } from './fetch-document';

/** invoices/{id}, read once per id (documents never change once issued). */
export function useDocument(id: string): DocumentState {
  const [state, setState] = useState<{ id: string; value: DocumentState } | null>(null);
  useEffect(() => {
    let active = true;
    void fetchDocument(id).then((value) => {
      if (active) setState({ id, value });
    });
    return () => {
      active = false;
    };
  }, [id]);
  return state?.id === id ? state.value : { status: 'loading' };
}
