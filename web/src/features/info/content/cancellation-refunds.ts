import type { InfoPageContent } from './types';

/** Cancellation and Refund Policy with every figure of docs/product.md#public-pages. */
export const CANCELLATION_REFUNDS: InfoPageContent = {
  title: 'Cancellation and Refund Policy',
  metaDescription: 'SkillSetu cancellation and refund policy: refund tiers, timelines and how to request a refund.',
  intro: 'We want you to book with confidence. Here is how cancellations and refunds work.',
  sections: [
    {
      heading: 'Refund Timeline',
      items: [
        'Refund requests are handled within 24 hours',
        'Refunds are initiated in 2-3 business days',
        'Funds reach your account in 5-7 business days',
      ],
    },
    {
      heading: '100% Refund',
      items: [
        'Cancelled 48+ hours before the course starts',
        'The trainer cancels the course',
        'Technical issues prevent the course from taking place',
      ],
    },
    {
      heading: '50% Refund',
      items: [
        'Cancelled 24-48 hours before the course starts',
        'Reported quality issues',
        'Cancellation by mutual agreement',
      ],
    },
    {
      heading: 'No Refund',
      items: [
        'Cancelled less than 24 hours before the course starts',
        'No-show',
        'Course completed',
        'Violation of our terms',
      ],
    },
    {
      heading: 'Refund Times by Payment Method',
      items: [
        'Credit and debit cards: 3-5 business days',
        'UPI and net banking: 2-3 business days',
        'Wallets: 1-2 business days',
      ],
    },
    {
      heading: 'Fees and Disputes',
      paragraphs: [
        // REFUND_FEE_SENTENCE typed out; info-refunds.test.ts keeps them equal (ADR 193).
        'Refunds are never reduced by payment gateway fees: you get back the full percentage of what you paid.',
        'Disputes are resolved within 5-7 business days.',
      ],
    },
    {
      heading: 'Trainer Subscriptions',
      paragraphs: ['Trainer subscriptions come with a 30-day money-back guarantee.'],
    },
  ],
};
