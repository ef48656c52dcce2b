/**
 * Every user-visible message of the spec (docs/product.md#validation-and-messages), word for word, grouped by feature.
 * A toast is { title, description }. Tests import these instead of repeating the strings.
 * The public pages' messages live in public-messages.ts and payment-messages.ts (docs/performance.md).
 */
export interface ToastText {
  title: string;
  description?: string;
}

export const AUTH_MESSAGES = {
  missingInformation: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  passwordMismatch: { title: 'Password Mismatch', description: 'Passwords do not match. Please try again.' },
  weakPassword: { title: 'Weak Password', description: 'Password must be at least 6 characters long.' },
  emailRequired: { title: 'Email Required', description: 'Please enter your email address.' },
  invalidEmail: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
  signInFailed: { title: 'Sign in failed' },
  signInSuccess: { title: 'Signed in successfully!' },
  signUpFailed: { title: 'Sign up failed' },
  signUpSuccess: { title: 'Account created successfully!' },
  signOutFailed: { title: 'Sign out failed' },
  signOutSuccess: { title: 'Signed out successfully' },
  resetFailed: { title: 'Password reset failed', description: 'Failed to send password reset email' },
  resetSent: { title: 'Password reset email sent' },
  passwordUpdateFailed: { title: 'Password update failed' },
  passwordUpdateSuccess: { title: 'Password updated successfully' },
  updateFailed: { title: 'Update failed' },
  profileUpdated: { title: 'Profile updated successfully' },
  trainerLoginSuccess: { title: 'Login successful!', description: 'Redirecting to your dashboard...' },
  trainerSignupVerified: {
    title: 'Account created successfully! 🎉',
    description: 'Please check your email to verify your account, then complete your trainer profile.',
  },
  trainerSignupMailFailed: {
    title: 'Account created! ⚠️',
    description:
      'Account created but verification email failed to send. You can still proceed to complete your profile.',
  },
  invalidResetLink: { title: 'Invalid Reset Link', description: 'This password reset link is invalid or has expired.' },
  resetMissingInformation: { title: 'Missing Information', description: 'Please fill in all fields.' },
  passwordUpdated: { title: 'Password Updated', description: 'Your password has been updated. You can now log in.' },
  adminAccessGranted: { title: 'Admin access granted', description: 'Welcome to the admin dashboard.' },
  noUserLoggedIn: 'No user logged in',
  userNotAuthenticated: 'User not authenticated',
  emailCannotBeChanged: 'Email cannot be changed',
  accessDenied: 'Access Denied',
  adminOnly: { title: 'Access denied', description: 'This account does not have admin access.' },
} as const satisfies Record<string, ToastText | string>;

/** The verified-email banner and its toasts (docs/accounts.md, docs/decisions/170-verified-email.md). */
export const EMAIL_VERIFICATION_TEXT = {
  bannerTitle: 'Please verify your email address',
  bannerBody:
    'We sent a link to your inbox. Paying for courses, publishing, messaging and contact requests need a verified address.',
  resend: 'Resend',
  check: 'I have verified it',
  resent: { title: 'Verification email sent', description: 'Open the link in the email, then come back here.' },
  resendFailed: { title: 'Could not send the email', description: 'Please wait a minute and try again.' },
  notYet: { title: 'Not verified yet', description: 'Open the link in the email we sent you, then try again.' },
  verified: { title: 'Email verified', description: 'Thank you! Everything is unlocked now.' },
} as const;

/**
 * A callable's refusal when the caller's ID token does not carry `email_verified`: HttpsError
 * `failed-precondition` with `message` and `details: { reason }` (docs/decisions/170-verified-email.md).
 * The web client reads `reason` to refresh a stale ID token and call once more.
 */
export const EMAIL_NOT_VERIFIED = {
  reason: 'email-not-verified',
  message: 'Please verify your email address first: open the link we sent you, or use Resend on the banner.',
} as const;

export const PROFILE_MESSAGES = {
  loadFailed: { title: 'Error', description: 'Failed to load trainer profile' },
  somethingWrong: { title: 'Error', description: 'Something went wrong' },
  notFound: { title: 'Profile not found', description: "This trainer profile doesn't exist" },
  updateFailed: { title: 'Update Failed', description: 'Failed to update profile. Please try again.' },
  creationFailed: {
    title: 'Profile Creation Failed',
    description: 'There was an error creating your profile. Please try again.',
  },
  submissionFailed: {
    title: 'Submission Failed',
    description: 'There was an error saving your profile. Please try again.',
  },
  updated: { title: 'Profile Updated', description: 'Your profile has been updated successfully.' },
  created: { title: 'Profile Created Successfully!' },
  setupComplete: { title: 'Profile Setup Complete!' },
  missingInformation: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  authenticationError: { title: 'Authentication Error', description: 'Please log in to continue.' },
  paymentRequired: { title: 'Payment Required', description: 'Please complete your payment first.' },
} as const;

export const COURSE_MESSAGES = {
  saved: { title: 'Course Saved' },
  allSaved: { title: 'All Changes Saved' },
  deleted: { title: 'Course Deleted' },
  published: { title: 'Course Published!', description: 'Your course is now live and visible to students.' },
  deleteConfirm: 'Are you sure? This action cannot be undone. This will permanently delete your course.',
  untitled: 'Untitled Course',
  noCourses: 'No courses yet',
  createFirst: 'Create Your First Course',
} as const;

export const NOTIFICATION_MESSAGES = {
  title: 'Notifications',
  markAllRead: 'Mark all read',
  empty: 'No notifications yet',
} as const;
