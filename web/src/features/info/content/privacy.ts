import type { InfoPageContent } from './types';

/** Privacy Policy (docs/product.md#public-pages). */
export const PRIVACY: InfoPageContent = {
  title: 'Privacy Policy',
  metaDescription: 'How SkillSetu collects, uses and protects your personal information.',
  intro: 'Your privacy matters to us. This policy explains what we collect and how we use it.',
  sections: [
    {
      heading: 'Information We Collect',
      items: [
        'Account details: name, email, phone and city',
        'Trainer profile details you choose to publish',
        'Payment records (card details are handled by our payment partner, never stored by us)',
      ],
    },
    {
      heading: 'How We Use Information',
      items: [
        'To provide and improve our services',
        'To process payments and enrolments',
        'To send notifications about your account and courses',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We never sell your data. A trainer’s contact details are shared only after the trainer approves a request.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        'You can view and update your profile at any time, and ask us to delete your account by contacting support.',
      ],
    },
  ],
};
