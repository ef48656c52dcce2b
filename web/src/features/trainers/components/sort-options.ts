import type { ListingSort } from '@skillsetu/domain';

/** Labels of the Find Trainers sort options (docs/product.md#listing-and-search: rating, students, experience, reviews). */
export const SORT_LABELS: Record<ListingSort, string> = {
  rating: 'Rating',
  students: 'Students',
  experience: 'Experience',
  reviews: 'Reviews',
};

/** Non-empty sentinel of the 'All …' select options (docs/product.md#listing-and-search: select options never have an empty value). */
export const ALL_OPTION = 'all';
