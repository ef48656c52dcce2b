import type { InfoPageContent } from './types';

/** Terms of Service (docs/product.md#public-pages: 7 sections). */
export const TERMS: InfoPageContent = {
  title: 'Terms of Service',
  metaDescription: 'The terms that govern the use of SkillSetu by learners and trainers.',
  intro: 'By using SkillSetu you agree to these terms. Please read them carefully.',
  sections: [
    {
      heading: '1. Acceptance of Terms',
      paragraphs: [
        'By creating an account or using SkillSetu, you agree to these Terms of Service and our Privacy Policy.',
      ],
    },
    {
      heading: '2. User Accounts',
      paragraphs: [
        'You are responsible for the accuracy of your account details and for keeping your password secure.',
      ],
    },
    {
      heading: '3. Trainer Obligations',
      paragraphs: [
        'Trainers must provide accurate information about their qualifications and deliver the courses they publish.',
      ],
    },
    {
      heading: '4. Payments and Fees',
      paragraphs: [
        'Course fees and subscription charges are shown in Indian rupees and processed securely by our payment partner.',
        // The fees a trainer pays; info-fees.test.ts checks them against the earnings constants (docs/decisions/161-honest-fees.md).
        'For every course sale SkillSetu keeps a platform commission set by the trainer’s plan: Starter, 10% platform commission per course sale, plus 18% GST on the commission; Professional, 5% platform commission per course sale, plus 18% GST on the commission. The trainer receives the rest.',
      ],
    },
    {
      heading: '5. Cancellations and Refunds',
      paragraphs: ['Cancellations and refunds follow our Cancellation and Refund Policy.'],
    },
    {
      heading: '6. Prohibited Conduct',
      paragraphs: [
        'Harassment, fraud, sharing of unlawful content and circumventing platform payments are prohibited.',
      ],
    },
    {
      heading: '7. Limitation of Liability',
      paragraphs: [
        'SkillSetu provides the platform “as is” and is not liable for indirect losses arising from its use.',
      ],
    },
  ],
};
