/** Welcome notification texts per role (sent once, on sign-up). */
export const WELCOME_NOTIFICATION = {
  learner: {
    title: 'Welcome to SkillSetu!',
    message: 'Your account is ready. Browse verified trainers and start learning.',
    action_url: '/find-trainers',
  },
  trainer: {
    title: 'Welcome to SkillSetu!',
    message: 'Your trainer account is ready. Choose a plan and set up your trainer profile.',
    action_url: '/become-trainer',
  },
} as const;
