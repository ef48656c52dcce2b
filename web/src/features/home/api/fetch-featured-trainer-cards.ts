import { readTopRatedTrainerCards } from '../../trainers/api/worker/client';
import type { FeaturedTrainer } from '../featured-trainer';

const toStrings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s) => typeof s === 'string') : []);
const toNumber = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const toText = (v: unknown, fallback: string): string => (typeof v === 'string' && v ? v : fallback);

/**
 * The first `count` live trainer cards for the home page (`trainer_cards` ordered by rating desc,
 * spec §2 Home page), read once with Firestore Lite in the trainer-cards worker (features/trainers:
 * the SDK is never evaluated on the page's main thread). Rejects with the error on failure (the
 * caller keeps the sample trainers).
 */
export async function fetchFeaturedTrainerCards(count: number): Promise<FeaturedTrainer[]> {
  const docs = await readTopRatedTrainerCards(count);
  return docs.map((doc) => toFeatured(doc.id, doc.data));
}

function toFeatured(uid: string, d: Record<string, unknown>): FeaturedTrainer {
  return {
    key: uid,
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
