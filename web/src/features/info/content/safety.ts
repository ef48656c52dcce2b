import type { InfoPageContent } from './types';

/** Safety and Security (docs/product.md#public-pages: guidelines for learners and trainers). */
export const SAFETY: InfoPageContent = {
  title: 'Safety and Security',
  metaDescription: 'Safety guidelines for learners and trainers on SkillSetu.',
  intro: 'We want every learning session to be safe, respectful and secure.',
  sections: [
    {
      heading: 'Guidelines for Learners',
      items: [
        'Book and pay only through SkillSetu',
        'Check the Verified badge and reviews before you enrol',
        'Meet in public places for offline sessions',
        'Report any inappropriate behaviour to our support team',
      ],
    },
    {
      heading: 'Guidelines for Trainers',
      items: [
        'Keep your profile and qualifications accurate',
        'Keep communication professional and on the platform',
        'Never ask learners for payment outside SkillSetu',
        'Respect learners’ privacy and personal data',
      ],
    },
    {
      heading: 'Account Security',
      items: [
        'Use a strong, unique password',
        'Never share your password or one-time codes',
        'Log out on shared devices',
      ],
    },
  ],
};
