import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import type { FeaturedTrainer } from '../featured-trainer';

const toStrings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s) => typeof s === 'string') : []);
const toNumber = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const toText = (v: unknown, fallback: string): string => (typeof v === 'string' && v ? v : fallback);

/**
 * The first `count` live trainer cards for the home page (`trainer_cards` ordered by rating
 * desc, spec §2 Home page). Returns null while loading, [] on error (the samples then fill in).
 * Must render inside <WithFirebase>.
 */
export function useFeaturedTrainerCards(count: number): FeaturedTrainer[] | null {
  const firestore = useFirestore();
  const q = query(collection(firestore, 'trainer_cards'), orderBy('rating', 'desc'), limit(count));
  const { status, data } = useFirestoreCollectionData(q, { idField: 'uid' });
  return useMemo(() => {
    if (status === 'loading') return null;
    if (status === 'error' || !data) return [];
    return data.map(toFeatured);
  }, [status, data]);
}

function toFeatured(d: Record<string, unknown>): FeaturedTrainer {
  return {
    key: String(d.uid),
    name: toText(d.name, 'Trainer'),
    expertise: toText(d.expertise, 'General Training'),
    location: toText(d.location, 'Remote'),
    rating: toNumber(d.rating),
    reviews: toNumber(d.reviews),
    students: toNumber(d.students),
    skills: toStrings(d.skills),
    image: typeof d.image === 'string' && d.image ? d.image : null,
    verified: d.verified === true,
  };
}
