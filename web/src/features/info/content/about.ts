import type { InfoPageContent } from './types';

/** About page (docs/product.md#routes-and-navigation: mission, vision, story, claimed stats). */
export const ABOUT: InfoPageContent = {
  title: 'About SkillSetu',
  metaDescription:
    'SkillSetu is a bridge between learners and verified skill trainers across India. Our mission, vision and story.',
  intro:
    'SkillSetu — “setu” means bridge — connects learners across India with verified trainers who teach the skills that build careers.',
  sections: [
    {
      heading: 'Our Mission',
      paragraphs: [
        'To make quality, practical skill training affordable and accessible to every learner in India, whether they live in a metro or a small town.',
      ],
    },
    {
      heading: 'Our Vision',
      paragraphs: [
        'A country where anyone can learn from the best trainers in their field, and where every skilled professional can earn by teaching.',
      ],
    },
    {
      heading: 'Our Story',
      paragraphs: [
        'SkillSetu began when our founders saw talented trainers struggle to find students while learners struggled to find trainers they could trust. We built a marketplace where every trainer is verified, every course is transparent and every payment is secure.',
      ],
    },
  ],
};

/** The About page's stats (docs/product.md#public-pages): real numbers of `site_stats/public` (docs/decisions/071-honest-numbers.md). */
export const ABOUT_STATS = [
  { key: 'learners', label: 'Learners' },
  { key: 'verified_trainers', label: 'Verified trainers' },
  { key: 'categories', label: 'Skill categories' },
  { key: 'average_rating', label: 'Average rating' },
] as const;
