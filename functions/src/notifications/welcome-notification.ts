/** Welcome notification texts per role (sent once, on sign-up). */
export const WELCOME_NOTIFICATION = {
  learner: {
    title: 'Welcome to SkillSetu!',
    message: 'Your account is ready. Browse verified trainers and start learning.',
    action_url: '/find-trainers',
  },
  trainer: {
    title: 'Welcome to SkillSetu!',
    // The dashboard, not /become-trainer: that page sends signed-in trainers to the dashboard (docs/product.md#notifications-and-mail).
    message: 'Your trainer account is ready. Open your dashboard to set up your trainer profile and plan.',
    action_url: '/trainer-dashboard',
  },
} as const;
