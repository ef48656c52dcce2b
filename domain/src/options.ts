/**
 * Option lists of the spec's forms and filters (docs/product.md#constants-and-limits unless noted): specializations, cities, the
 * Find Trainers category groups. A module of their own, so a page that needs only a few constants
 * (home) does not carry every list (the JS budget, docs/performance.md). Single source for web and functions.
 */

/** Primary specializations offered in the trainer create form (docs/product.md#constants-and-limits). */
export const SPECIALIZATIONS = [
  'Web Development',
  'Data Science',
  'Digital Marketing',
  'UI/UX Design',
  'Mobile App Development',
  'Cloud Computing',
  'Artificial Intelligence',
  'Machine Learning',
  'Cybersecurity',
  'DevOps',
  'Blockchain',
  'Game Development',
  'Software Testing',
  'Database Management',
  'Network Administration',
] as const;
export type Specialization = (typeof SPECIALIZATIONS)[number];

/** Experience options of the create form (docs/product.md#constants-and-limits). */
export const EXPERIENCE_LEVELS = [
  'Less than 1 year',
  '1-2 years',
  '3-5 years',
  '6-10 years',
  'More than 10 years',
] as const;

/** Cities of the trainer create form (docs/product.md#constants-and-limits). */
export const CITIES = [
  'Mumbai',
  'Delhi',
  'Bangalore',
  'Hyderabad',
  'Chennai',
  'Kolkata',
  'Pune',
  'Ahmedabad',
  'Jaipur',
  'Surat',
  'Lucknow',
  'Kanpur',
  'Nagpur',
  'Indore',
  'Thane',
] as const;

/** The 24 Indian cities of the Find Trainers Location select (docs/product.md#constants-and-limits): the form's 15 plus nine more. */
export const LOCATION_OPTIONS = [
  ...CITIES,
  'Bhopal',
  'Visakhapatnam',
  'Patna',
  'Vadodara',
  'Ghaziabad',
  'Ludhiana',
  'Chandigarh',
  'Kochi',
  'Coimbatore',
] as const;

/** Training modes (docs/product.md#constants-and-limits). */
export const TRAINING_MODES = ['Online', 'Offline', 'Hybrid (Online + Offline)'] as const;

/** Course durations (docs/product.md#constants-and-limits). */
export const COURSE_DURATIONS = [
  '2-4 weeks',
  '1-2 months',
  '3-4 months',
  '5-6 months',
  '6+ months',
  'Self-paced',
] as const;

/** Batch sizes (docs/product.md#constants-and-limits). */
export const BATCH_SIZES = [
  '1-on-1',
  '2-5 students',
  '6-10 students',
  '11-20 students',
  '21-30 students',
  '30+ students',
] as const;

/**
 * Broad groups of the Find Trainers Category select. Each specialization belongs to one group;
 * a card stores both `category` (the specialization, or 'General') and `category_group`.
 */
export const CATEGORY_GROUP_OF: Record<Specialization, string> = {
  'Web Development': 'Technology',
  'Data Science': 'Technology',
  'Digital Marketing': 'Marketing',
  'UI/UX Design': 'Design',
  'Mobile App Development': 'Technology',
  'Cloud Computing': 'Technology',
  'Artificial Intelligence': 'Technology',
  'Machine Learning': 'Technology',
  Cybersecurity: 'Technology',
  DevOps: 'Technology',
  Blockchain: 'Technology',
  'Game Development': 'Technology',
  'Software Testing': 'Technology',
  'Database Management': 'Technology',
  'Network Administration': 'Technology',
};

/** Broad groups shown in the Category select (with the specializations: 26 options, docs/product.md#constants-and-limits). */
export const CATEGORY_GROUPS = [
  'Technology',
  'Marketing',
  'Design',
  'Business',
  'Language',
  'Health & Fitness',
  'Music',
  'Photography',
  'Finance',
  'Teaching',
  'General',
] as const;

/** The Category select options of Find Trainers, in display order. */
export const CATEGORY_OPTIONS: readonly string[] = [
  'Technology',
  ...SPECIALIZATIONS,
  ...CATEGORY_GROUPS.filter((g) => g !== 'Technology'),
];
