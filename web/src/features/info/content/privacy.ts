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
        'You can view and update your profile at any time. On My Profile → Privacy you can download a copy of your data and delete your account yourself.',
        'Deleting your account removes your sign-in, profile and trainer card. Reviews and messages you wrote stay, under "Former learner" or "Former trainer".',
      ],
    },
    {
      heading: 'How Long We Keep Records',
      paragraphs: [
        // how long the law asks: Companies Act 2013 s.128(5) (8 years), CGST Act 2017 s.36 (72 months); docs/accounts.md
        'Payment, refund, payout, invoice and tax records are kept for 8 years from the end of the financial year they belong to (Companies Act 2013, section 128; GST law asks for 72 months), then deleted.',
      ],
    },
    {
      heading: 'Grievances',
      paragraphs: [
        'Grievance Officer: write to support@skillsetu.in with the subject "Grievance"; we reply within 24 hours on business days.',
      ],
    },
  ],
};
