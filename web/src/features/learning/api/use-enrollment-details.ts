import { useEffect, useState } from 'react';
import { fetchEnrolledTrainer, fetchOrderReceipt, type EnrolledTrainer } from './fetch-enrollment-details';
import type { MyEnrollment, OrderReceipt } from './learning-converters';

/** The order (receipt, course title) and trainer of one enrolment, read once; null fields while loading or when unreadable. */
export function useEnrollmentDetails(e: MyEnrollment): {
  loading: boolean;
  receipt: OrderReceipt | null;
  trainer: EnrolledTrainer | null;
} {
  const [state, setState] = useState<{
    id: string;
    receipt: OrderReceipt | null;
    trainer: EnrolledTrainer | null;
  } | null>(null);
  useEffect(() => {
    let active = true;
    void Promise.all([fetchOrderReceipt(e.orderId), fetchEnrolledTrainer(e.trainerId)]).then(([receipt, trainer]) => {
      if (active) setState({ id: e.id, receipt, trainer });
    });
    return () => {
      active = false;
    };
  }, [e.id, e.orderId, e.trainerId]);
  const current = state?.id === e.id ? state : null;
  return { loading: !current, receipt: current?.receipt ?? null, trainer: current?.trainer ?? null };
}
