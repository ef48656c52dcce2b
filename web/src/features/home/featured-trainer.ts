import { categorySlugForExpertise } from '@skillsetu/domain';

/** A featured trainer on the home page: a live trainer card or a sample (docs/product.md#public-pages). */
export interface FeaturedTrainer {
  key: string;
  name: string;
  expertise: string;
  location: string;
  /** 0 when nobody has reviewed the trainer yet (shown as '--', docs/architecture.md#decision-1). */
  rating: number;
  reviews: number;
  students: number;
  skills: string[];
  image: string | null;
  verified: boolean;
}

/** The four featured slots: live cards first, then samples to fill up to `count` (docs/product.md#public-pages). */
export function fillFeatured(live: FeaturedTrainer[], samples: FeaturedTrainer[], count: number): FeaturedTrainer[] {
  return [...live, ...samples].slice(0, count);
}

/** The page a featured card leads to: the category of its expertise, else /find-trainers (docs/product.md#public-pages). */
export function featuredTrainerHref(expertise: string): string {
  const slug = categorySlugForExpertise(expertise);
  return slug ? `/categories/${slug}` : '/find-trainers';
}
