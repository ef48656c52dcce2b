/** Workspace strings that are not in the spec (the spec's own strings live in @skillsetu/domain messages). */
export const WORKSPACE_TEXT = {
  pendingSync: 'Saved on this device — waiting to sync',
  offline: 'Offline',
  online: 'Online',
  paymentConfirmed: 'Payment Confirmed',
  photoHint: 'JPG, PNG or GIF. Max size 2MB.',
  uploadPhoto: 'Upload Photo',
  uploadFailed: { title: 'Upload Failed', description: 'The photo could not be uploaded. Please try again later.' },
  saveRejected: {
    title: 'Save Failed',
    description: 'The server refused this change. Your text is kept as an unsaved draft on this device.',
  },
  contactNote: 'Contact details are shared only after trainer approval.',
  privacyNote: 'Your email and phone are private: visitors see them only after you approve a contact request.',
  detailedAnalytics: 'Detailed Analytics Coming Soon',
  welcomeTitle: 'Welcome to SkillSetu!',
  createProfile: 'Create Your Profile',
} as const;
