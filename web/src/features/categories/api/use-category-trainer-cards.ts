import { MAX_LIST_LIMIT } from '@skillsetu/domain';
import { collection, limit, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import type { CategoryTrainer } from '../category-trainer';

/** At most this many live cards per category page: the rules refuse larger lists (docs/decisions/020-bounded-list-queries.md). */
const MAX_CARDS = MAX_LIST_LIMIT;

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const str = (v: unknown, fallback: string): string => (typeof v === 'string' && v ? v : fallback);

function toCategoryTrainer(d: Record<string, unknown>): CategoryTrainer {
  const courses = Array.isArray(d.courses) ? (d.courses as Record<string, unknown>[]) : [];
  const first = courses[0];
  return {
    key: str(d.uid, String(d.id)),
    id: num(d.id),
    uid: typeof d.uid === 'string' ? d.uid : null,
    name: str(d.name, 'Trainer'),
    image: typeof d.image === 'string' && d.image ? d.image : null,
    expertise: str(d.expertise, 'General Training'),
    location: str(d.location, 'Remote'),
    rating: num(d.rating),
    reviews: num(d.reviews),
    students: num(d.students),
    verified: d.verified === true,
    skills: Array.isArray(d.skills) ? d.skills.filter((s): s is string => typeof s === 'string') : [],
    firstCourse: first
      ? {
          id: first.is_default ? null : str(first.id, '') || null,
          title: str(first.title, 'Course'),
          price: num(first.price),
        }
      : null,
  };
}

/**
 * Live trainer cards of one category (`trainer_cards` where category == the specialization name,
 * spec §2 Category pages). Returns null while loading and [] on error. Must render inside <WithFirebase>.
 */
export function useCategoryTrainerCards(categoryName: string): CategoryTrainer[] | null {
  const firestore = useFirestore();
  const q = query(collection(firestore, 'trainer_cards'), where('category', '==', categoryName), limit(MAX_CARDS));
  const { status, data } = useFirestoreCollectionData(q, { idField: 'uid' });
  return useMemo(() => {
    if (status === 'loading') return null;
    if (status === 'error' || !data) return [];
    return data.map(toCategoryTrainer);
  }, [status, data]);
}
