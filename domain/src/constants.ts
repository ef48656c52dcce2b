/** Enumerations and business constants of the spec (§9 unless noted). Single source for web and functions. */

/** Primary specializations offered in the trainer create form (spec §9). */
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

/** Experience options of the create form (spec §9). */
export const EXPERIENCE_LEVELS = [
  'Less than 1 year',
  '1-2 years',
  '3-5 years',
  '6-10 years',
  'More than 10 years',
] as const;

/** Cities of the trainer create form (spec §9). */
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

/** The 24 Indian cities of the Find Trainers Location select (spec §2): the form's 15 plus nine more. */
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

/** Training modes (spec §9). */
export const TRAINING_MODES = ['Online', 'Offline', 'Hybrid (Online + Offline)'] as const;

/** Course durations (spec §9). */
export const COURSE_DURATIONS = [
  '2-4 weeks',
  '1-2 months',
  '3-4 months',
  '5-6 months',
  '6+ months',
  'Self-paced',
] as const;

/** Batch sizes (spec §9). */
export const BATCH_SIZES = [
  '1-on-1',
  '2-5 students',
  '6-10 students',
  '11-20 students',
  '21-30 students',
  '30+ students',
] as const;

/** User types a client may choose at sign-up (spec §9); admin exists but is granted by a script. */
export const SIGNUP_USER_TYPES = ['learner', 'trainer'] as const;
export const USER_TYPES = ['learner', 'trainer', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

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

/** Broad groups shown in the Category select (with the specializations: 26 options, spec §2). */
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

/** Defaults of the derived trainer card (spec §3). */
export const CARD_DEFAULTS = {
  expertise: 'General Training',
  location: 'Remote',
  experience: '1+ years',
  courseDuration: '4 weeks',
  category: 'General',
  introCourseTitle: 'Introduction Course',
  /** Rupees; used when the trainer has no hourly rate. */
  introCoursePrice: 2999,
  /** Intro course price = this x hourly rate (rupees). */
  introCourseRateMultiplier: 10,
} as const;

/** Skills shown per card (spec §9). */
export const SKILLS_PER_LISTING_CARD = 3;
export const SKILLS_PER_HOME_CARD = 4;
export const FEATURED_TRAINERS_ON_HOME = 4;

/** Find Trainers page size: reads per page view stay at this number (ARCHITECTURE performance rules). */
export const TRAINERS_PAGE_SIZE = 12;

/** Minimum password length (spec §9). */
export const MIN_PASSWORD_LENGTH = 6;

/** Notifications listed at most (spec §9). */
export const MAX_NOTIFICATIONS = 50;

/** Timings in milliseconds (spec §9). */
export const TIMINGS = {
  promoPopupMs: 2000,
  postPaymentRedirectMs: 2000,
  searchIndicatorMs: 300,
  trainerLoginRedirectMs: 1000,
  profileCreateRedirectMs: 1500,
  guardRedirectMs: 100,
  contactSuccessToastMs: 5000,
} as const;

/**
 * Password-reset mails per address (not in the spec: an abuse limit, so the public callable cannot
 * flood an inbox): at most one per `cooldownMs` and `perDay` per UTC day. Requests over the limit
 * get the same answer and queue nothing.
 */
export const PASSWORD_RESET_LIMITS = { cooldownMs: 60_000, perDay: 5 } as const;

/** Profile photo limits (spec §9): 2 MB, JPG/PNG/GIF. */
export const PROFILE_PHOTO = {
  maxBytes: 2 * 1024 * 1024,
  contentTypes: ['image/jpeg', 'image/png', 'image/gif'],
} as const;

/** Fallback enrol amounts in rupees when a category-page trainer has no course (spec §9). */
export const FALLBACK_ENROL_AMOUNTS: Record<string, number> = {
  'web-development': 7999,
  'data-science': 9499,
  'digital-marketing': 6999,
  'ui-ux-design': 8999,
};

/** Longest string we accept in free-text fields (abuse cap; not in the spec). */
export const MAX_TEXT = { short: 120, medium: 500, long: 5000 } as const;
