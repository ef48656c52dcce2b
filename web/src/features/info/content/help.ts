/**
 * Help Center (docs/public-site.md: five FAQ entries in a single-open accordion). The trainer answer states each
 * plan's commission and GST in the words of domain planFeeText; info-fees.test.ts checks they match
 * the earnings constants (docs/decisions/161-honest-fees.md: no import, so no chunk for this page).
 */
export const HELP = {
  title: 'Help Center',
  metaDescription:
    'Answers to common questions about finding trainers, payments, refunds and becoming a trainer on SkillSetu.',
  intro: 'Find quick answers to the most common questions.',
  faqs: [
    {
      id: 'find-trainer',
      question: 'How do I find a trainer?',
      answer:
        'Use Find Trainers to search by skill, category or city, then compare profiles, ratings and courses before you enrol.',
    },
    {
      id: 'payments',
      question: 'How do payments work?',
      answer:
        'Payments are made securely online through Razorpay using cards, UPI, net banking or wallets. Your enrolment is confirmed once the payment is verified.',
    },
    {
      id: 'refunds',
      question: 'Can I get a refund?',
      answer:
        'Yes. You can request a refund for unused sessions within 48 hours of booking. See our Cancellation and Refund Policy for details.',
    },
    {
      id: 'become-trainer',
      question: 'How do I become a trainer?',
      answer:
        'Go to Become a Trainer, choose a plan, create your account and complete your trainer profile to start publishing courses. ' +
        'Fees per course sale: Starter, 10% platform commission per course sale, plus 18% GST on the commission; Professional, 5% platform commission per course sale, plus 18% GST on the commission.',
    },
    {
      id: 'verification',
      question: 'How are trainers verified?',
      answer:
        'Our team reviews each trainer’s identity, qualifications and experience. Verified trainers show a Verified badge on their profile.',
    },
  ],
} as const;
