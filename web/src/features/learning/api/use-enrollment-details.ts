import { useOnce } from '../../../lib/firebase/use-once';
import { fetchEnrolledTrainer, fetchOrderReceipt, type EnrolledTrainer } from './fetch-enrollment-details';
import type { MyEnrollment, OrderReceipt } from './learning-converters';

const loadDetails = (e: MyEnrollment) => Promise.all([fetchOrderReceipt(e.orderId), fetchEnrolledTrainer(e.trainerId)]);

/**
 * The order (receipt, course title) and trainer of one enrolment, read once (useOnce); null fields
 * while loading or when unreadable (each fetch turns its own failure into null).
 */
export function useEnrollmentDetails(e: MyEnrollment): {
  loading: boolean;
  receipt: OrderReceipt | null;
  trainer: EnrolledTrainer | null;
} {
  const read = useOnce(`${e.id}:${e.orderId}:${e.trainerId}`, () => loadDetails(e), 'Enrolment details fetch');
  const [receipt, trainer] = read.data ?? [null, null];
  return { loading: read.status === 'loading', receipt, trainer };
}
