/** Press (docs/product.md#public-pages: three releases, a media kit list, contact addresses). */
export const PRESS = {
  title: 'Press',
  metaDescription: 'SkillSetu press releases, media kit and press contacts.',
  intro: 'News, announcements and resources for journalists.',
  releases: [
    {
      date: '15 January 2025',
      title: 'SkillSetu launches to connect learners with verified trainers across India',
      summary: 'The marketplace opens with trainers in web development, data science, digital marketing and design.',
    },
    {
      date: '10 March 2025',
      title: 'SkillSetu crosses 10,000 learners',
      summary: 'Learners from more than 100 cities have enrolled in courses with SkillSetu trainers.',
    },
    {
      date: '5 June 2025',
      title: 'Free Starter plan for trainers during launch offer',
      summary: 'Trainers can join SkillSetu and publish courses at no cost during the launch period.',
    },
  ],
  mediaKit: [
    'SkillSetu logo (SVG and PNG)',
    'Brand colours and typography guide',
    'Founder photos and biographies',
    'Product screenshots',
    'Company fact sheet',
  ],
  contacts: [
    { label: 'Press enquiries', email: 'press@skillsetu.in' },
    { label: 'Partnerships', email: 'partners@skillsetu.in' },
  ],
} as const;
