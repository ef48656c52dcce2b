/** Business constants of the spec (docs/product.md#constants-and-limits unless noted). Single source for web and functions. */

/** User types a client may choose at sign-up (docs/product.md#constants-and-limits); admin exists but is granted by a script. */
export const SIGNUP_USER_TYPES = ['learner', 'trainer'] as const;
export const USER_TYPES = ['learner', 'trainer', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Defaults of the derived trainer card (docs/product.md#constants-and-limits). */
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

/** Skills shown per card (docs/product.md#constants-and-limits). */
export const SKILLS_PER_LISTING_CARD = 3;
export const SKILLS_PER_HOME_CARD = 4;
export const FEATURED_TRAINERS_ON_HOME = 4;

/** Find Trainers page size: reads per page view stay at this number (docs/performance.md). */
export const TRAINERS_PAGE_SIZE = 12;

/** Minimum password length (docs/product.md#constants-and-limits). */
export const MIN_PASSWORD_LENGTH = 6;

/** Notifications listed at most (docs/product.md#constants-and-limits). */
export const MAX_NOTIFICATIONS = 50;

/** Timings in milliseconds (docs/product.md#constants-and-limits). */
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

/** Profile photo limits (docs/product.md#constants-and-limits): 2 MB, JPG/PNG/GIF. */
export const PROFILE_PHOTO = {
  maxBytes: 2 * 1024 * 1024,
  contentTypes: ['image/jpeg', 'image/png', 'image/gif'],
} as const;

/** Fallback enrol amounts in rupees when a category-page trainer has no course (docs/product.md#constants-and-limits). */
export const FALLBACK_ENROL_AMOUNTS: Record<string, number> = {
  'web-development': 7999,
  'data-science': 9499,
  'digital-marketing': 6999,
  'ui-ux-design': 8999,
};

/** Longest string we accept in free-text fields (abuse cap; not in the spec). */
export const MAX_TEXT = { short: 120, medium: 500, long: 5000 } as const;
