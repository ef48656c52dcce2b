/** The four category pages (docs/product.md#public-pages): slug → the specialization name stored on trainer cards, and hero text. */
export interface CategoryMeta {
  slug: string;
  /** Equals `trainer_cards.category` (the trainer's specialization). */
  name: string;
  tagline: string;
}

export const CATEGORY_PAGES: Record<string, CategoryMeta> = {
  'web-development': {
    slug: 'web-development',
    name: 'Web Development',
    tagline: 'Build websites and web apps with HTML, CSS, JavaScript, React, Node.js and more.',
  },
  'data-science': {
    slug: 'data-science',
    name: 'Data Science',
    tagline: 'Learn Python, statistics, machine learning and analytics from working data scientists.',
  },
  'digital-marketing': {
    slug: 'digital-marketing',
    name: 'Digital Marketing',
    tagline: 'Master SEO, social media, paid ads and content marketing to grow any business.',
  },
  'ui-ux-design': {
    slug: 'ui-ux-design',
    name: 'UI/UX Design',
    tagline: 'Design beautiful, usable products with Figma, user research and prototyping.',
  },
};
