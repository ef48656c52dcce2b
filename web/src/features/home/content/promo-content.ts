/**
 * Promo popup text (docs/product.md#public-pages). A module of its own, imported only by the lazy promo
 * dialog, so the text stays out of home's first-paint JavaScript.
 */
export const PROMO_TEXT = {
  title: 'Start Training for FREE!',
  body: 'Join SkillSetu as a trainer today: the Starter plan is free during our launch offer. Reach thousands of learners across India.',
  cta: 'Become a Trainer',
  dismiss: 'Maybe Later',
} as const;
