import { doc, getDoc } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';
import { receiptFromData, type OrderReceipt } from './learning-converters';

/** The trainer as My Learning links to them: name and the public /trainer/{id} number (null when unknown). */
export interface EnrolledTrainer {
  name: string;
  publicId: number | null;
  /** Course titles by id, from the card's published courses. */
  courseTitles: Record<string, string>;
}

/** orders/{orderId} as a receipt (the buyer reads their own order); null when it cannot be read. */
export async function fetchOrderReceipt(orderId: string): Promise<OrderReceipt | null> {
  if (!orderId) return null;
  try {
    const snap = await getDoc(doc(firestore, 'orders', orderId));
    return snap.exists() ? receiptFromData(snap.id, snap.data()) : null;
  } catch (err) {
    console.error('Order fetch failed', err);
    return null;
  }
}

/** trainer_cards/{uid} (public): the trainer's name, public id and course titles; null when missing. */
export async function fetchEnrolledTrainer(uid: string): Promise<EnrolledTrainer | null> {
  try {
    const snap = await getDoc(doc(firestore, 'trainer_cards', uid));
    const d = snap.data();
    if (!d) return null;
    const courses = Array.isArray(d.courses) ? (d.courses as { id?: unknown; title?: unknown }[]) : [];
    return {
      name: typeof d.name === 'string' ? d.name : 'Trainer',
      publicId: typeof d.id === 'number' ? d.id : null,
      courseTitles: Object.fromEntries(
        courses
          .filter((c) => typeof c.id === 'string' && typeof c.title === 'string')
          .map((c) => [c.id as string, c.title as string]),
      ),
    };
  } catch (err) {
    console.error('Trainer card fetch failed', err);
    return null;
  }
}
