import { readTopRatedTrainerCards } from '../../trainers';
import type { FeaturedTrainer } from '../featured-trainer';

/**
 * The first `count` live trainer cards for the home page (`trainer_cards` ordered by rating desc,
 * docs/product.md#public-pages), read once with Firestore Lite in the trainer-cards worker (features/trainers:
 * the SDK is never evaluated on the page's main thread), each card read there leniently by domain
 * trainerCardFromData. Rejects with the error on failure (the caller keeps the sample trainers).
 */
export async function fetchFeaturedTrainerCards(count: number): Promise<FeaturedTrainer[]> {
  const cards = await readTopRatedTrainerCards(count);
  return cards.map((c) => ({
    key: c.uid,
    name: c.name,
    expertise: c.expertise,
    location: c.location,
    rating: c.rating,
    reviews: c.reviews,
    students: c.students,
    skills: c.skills,
    image: c.image,
    verified: c.verified,
  }));
}
