/**
 * The user-visible messages the public pages show (contact form, Find Trainers and category
 * listings, trainer profile, 404), word for word (docs/product.md#validation-and-messages). Kept
 * apart from messages.ts so a public page's first paint does not carry the signed-in screens'
 * messages (docs/performance.md, "What each step took off").
 */

export const CONTACT_MESSAGES = {
  success: {
    title: 'Message Sent Successfully!',
    description: "Thank you for contacting us. We'll get back to you within 24 hours.",
  },
  failure: {
    title: 'Failed to Send Message',
    description: 'Something went wrong. Please try again or contact us directly.',
  },
  missingInformation: { title: 'Missing Information', description: 'Please fill in all required fields.' },
} as const;

export const LISTING_MESSAGES = {
  noTrainersFound: 'No trainers found',
  noTrainersAvailable: 'No trainers available',
  liveData: 'Live Data',
  searching: 'Searching...',
  clearAll: 'Clear All',
  trainerNotFound: { title: 'Trainer Not Found', description: "The trainer you're looking for doesn't exist." },
  trainerProfileNotFound: 'Trainer Profile Not Found',
  noUpcoming: 'No upcoming courses scheduled at the moment.',
  noReviews: 'No reviews yet. Be the first to leave a review!',
  categoryEmpty: 'No trainers found matching your criteria.',
  responseTime: 'Usually within 24hrs',
  verified: 'Verified',
  pending: 'Pending',
} as const;

export const NOT_FOUND_MESSAGES = { title: 'Oops! Page not found', returnHome: 'Return to Home' } as const;
