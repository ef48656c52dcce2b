import { MAX_PUBLIC_BATCHES, type Batch } from '@skillsetu/domain';
import { collection, getDocs, limit, orderBy, query, Timestamp, where } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';
import { batchConverter } from './batch-converter';

/** Future scheduled batches of a course, soonest first (one read when Enroll Now opens; ADR 080). */
export async function fetchOpenBatches(courseId: string): Promise<Batch[]> {
  const snap = await getDocs(
    query(
      collection(firestore, 'batches').withConverter(batchConverter),
      where('course_id', '==', courseId),
      where('status', '==', 'scheduled'),
      where('starts_at', '>', Timestamp.now()),
      orderBy('starts_at'),
      limit(MAX_PUBLIC_BATCHES),
    ),
  );
  return snap.docs.map((d) => d.data());
}
