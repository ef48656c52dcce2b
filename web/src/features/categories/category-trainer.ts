import { FALLBACK_ENROL_AMOUNTS } from '@skillsetu/domain';
import type { SampleTrainer } from './sample-trainers';

/** A trainer card on a category page, from a live trainer card or a sample (docs/product.md#public-pages). */
export interface CategoryTrainer {
  key: string;
  /** The /trainer/{id} number. */
  id: number;
  /** The trainer's uid for a live card (payments need it); null for samples. */
  uid: string | null;
  name: string;
  image: string | null;
  expertise: string;
  location: string;
  rating: number;
  reviews: number;
  students: number;
  verified: boolean;
  skills: string[];
  /** First course, if any: its Firestore id (live only), title and price in rupees. */
  firstCourse: { id: string | null; title: string; price: number } | null;
}

/** Sort options of the category pages (docs/product.md#public-pages: rating, students, price). */
export const CATEGORY_SORTS = [
  { value: 'rating', label: 'Highest Rated' },
  { value: 'students', label: 'Most Students' },
  { value: 'price', label: 'Price: Low to High' },
] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number]['value'];

/** A sample trainer as a category card. */
export function fromSample(t: SampleTrainer): CategoryTrainer {
  const c = t.courses[0];
  return {
    key: `sample-${t.id}`,
    id: t.id,
    uid: null,
    name: t.name,
    image: t.image,
    expertise: t.expertise,
    location: t.location,
    rating: t.rating,
    reviews: t.reviews,
    students: t.students,
    verified: t.verified,
    skills: t.skills,
    firstCourse: c ? { id: null, title: c.title, price: c.price } : null,
  };
}

/** The amount Enroll Now charges in rupees: the first course's price, else the category's fallback (docs/product.md#public-pages). */
export function enrolAmount(t: CategoryTrainer, slug: string): number {
  return t.firstCourse?.price ?? FALLBACK_ENROL_AMOUNTS[slug] ?? 0;
}

/** Case-insensitive match of the search text against name, expertise, location and skills. */
export function matchesSearch(t: CategoryTrainer, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [t.name, t.expertise, t.location, ...t.skills].some((f) => f.toLowerCase().includes(q));
}

/** Filters by search and sorts: rating desc, students desc, or price asc (fallback amount for no course). */
export function filterAndSort(
  list: CategoryTrainer[],
  search: string,
  sort: CategorySort,
  slug: string,
): CategoryTrainer[] {
  const out = list.filter((t) => matchesSearch(t, search));
  const by: Record<CategorySort, (a: CategoryTrainer, b: CategoryTrainer) => number> = {
    rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews,
    students: (a, b) => b.students - a.students,
    price: (a, b) => enrolAmount(a, slug) - enrolAmount(b, slug),
  };
  return out.sort(by[sort]);
}
