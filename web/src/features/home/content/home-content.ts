/** Static home page content (docs/product.md#public-pages). */

/**
 * Headline stats of the hero (docs/product.md#public-pages) and the stats strip (docs/product.md#public-pages): labels only; the values come from `site_stats/public`
 * after load (useSiteStats, docs/decisions/071-honest-numbers.md), the spec's figures only once earned.
 */
export const HERO_STATS = [
  { key: 'learners', label: 'Active Learners' },
  { key: 'verified_trainers', label: 'Verified Trainers' },
  { key: 'categories', label: 'Skill Categories' },
  { key: 'average_rating', label: 'Average Rating' },
] as const;

/** Shown in a stat tile until the real number has loaded (and when there is none). */
export const STAT_PLACEHOLDER = '–';

/** The three-step how-it-works (docs/product.md#public-pages). */
export const HOME_STEPS = [
  {
    title: 'Find Your Trainer',
    text: 'Browse verified trainers by skill, city and rating, and compare their courses and reviews.',
  },
  {
    title: 'Book & Learn',
    text: 'Enrol in a course with secure payment and learn online or in person at your own pace.',
  },
  {
    title: 'Achieve Your Goals',
    text: 'Track your progress, earn certificates and build a portfolio that gets you hired.',
  },
] as const;

/** The six hard-coded testimonials (docs/product.md#public-pages). */
export const TESTIMONIALS = [
  {
    name: 'Aditya Kumar',
    role: 'Frontend Developer, Bangalore',
    quote: 'I went from zero to my first developer job in six months. My trainer reviewed every project I built.',
  },
  {
    name: 'Pooja Menon',
    role: 'Data Analyst, Kochi',
    quote: 'The one-on-one sessions made statistics finally click. I now build dashboards for my whole team.',
  },
  {
    name: 'Rakesh Patil',
    role: 'Small Business Owner, Pune',
    quote: 'My digital marketing trainer helped me double my online orders with simple, practical campaigns.',
  },
  {
    name: 'Fatima Sheikh',
    role: 'UI Designer, Hyderabad',
    quote: 'Weekly design critiques from a working designer were worth more than any recorded course.',
  },
  {
    name: 'Nikhil Joshi',
    role: 'College Student, Jaipur',
    quote: 'Affordable, flexible and in Hindi when I needed it. I cleared my placement interviews with confidence.',
  },
  {
    name: 'Lakshmi Subramanian',
    role: 'Career Switcher, Chennai',
    quote: 'After ten years in banking I moved into product design. The portfolio guidance made all the difference.',
  },
] as const;

/** WhatsApp chat (docs/product.md#public-pages: the floating chat button opens a chat with a prefilled greeting). */
export const WHATSAPP_NUMBER = '919876543210';
export const WHATSAPP_GREETING = "Hi SkillSetu! I'd like to know more about your trainers and courses.";
