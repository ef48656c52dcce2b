import { useOnce } from '../../../lib/firebase/use-once';
import { fetchDocument, type DocumentState } from './fetch-document';

/** invoices/{id}, read once per id (useOnce; documents never change once issued). fetchDocument turns failures into 'error'. */
export function useDocument(id: string): DocumentState {
  return useOnce(id, () => fetchDocument(id), 'Document fetch').data ?? { status: 'loading' };
}
