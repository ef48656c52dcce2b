/** How It Works page content (docs/product.md#public-pages: four steps for learners, four for trainers, four trust points). */
export const HOW_IT_WORKS = {
  title: 'How It Works',
  metaDescription:
    'How SkillSetu works for learners and trainers: four simple steps each, backed by verification and secure payments.',
  intro: 'Whether you want to learn a new skill or teach one, SkillSetu makes it simple.',
  learners: [
    { title: 'Search', text: 'Browse verified trainers by skill, category, city and rating.' },
    { title: 'Compare', text: 'Read profiles, course details and reviews to pick the right trainer.' },
    { title: 'Enrol & Pay', text: 'Enrol in a course and pay securely online with cards, UPI or net banking.' },
    { title: 'Learn & Grow', text: 'Attend sessions, track your progress and earn certificates.' },
  ],
  trainers: [
    { title: 'Sign Up', text: 'Create your trainer account and choose a plan.' },
    { title: 'Build Your Profile', text: 'Add your expertise, experience, certifications and languages.' },
    { title: 'Publish Courses', text: 'Create courses with your fee, duration, mode and batch size.' },
    { title: 'Teach & Earn', text: 'Get students, teach on your schedule and grow your income.' },
  ],
  trust: [
    { title: 'Verified Trainers', text: 'Every trainer profile is reviewed before it shows as Verified.' },
    { title: 'Secure Payments', text: 'Payments are processed by Razorpay and verified on our servers.' },
    { title: 'Fair Refunds', text: 'A clear cancellation and refund policy protects learners and trainers.' },
    { title: 'Dedicated Support', text: 'Our team answers every message within 24 hours.' },
  ],
} as const;
