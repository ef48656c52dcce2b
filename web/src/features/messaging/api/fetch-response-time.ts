import { DEFAULT_RESPONSE_TIME } from '@skillsetu/domain';
import { doc, getDoc } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';

/**
 * The trainer's response time label from trainer_stats/{uid} (server-computed, docs/decisions/043-response-time.md),
 * or the spec's 'Usually within 24hrs' when there is none or the read fails.
 */
export async function fetchResponseTime(trainerId: string): Promise<string> {
  try {
    const snap = await getDoc(doc(firestore, 'trainer_stats', trainerId));
    const label: unknown = snap.get('response_time_label');
    return typeof label === 'string' && label ? label : DEFAULT_RESPONSE_TIME;
  } catch (err) {
    console.error('Response time fetch failed', err);
    return DEFAULT_RESPONSE_TIME;
  }
}
