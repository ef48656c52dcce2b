// Its own module, not trainer-card.ts: home's first paint needs only this (docs/performance.md).
/**
 * Category page slug for a trainer's expertise text (docs/product.md#public-pages): contains 'web' →
 * web-development, 'data' → data-science, 'marketing' → digital-marketing, 'design' or 'ui'
 * → ui-ux-design; otherwise null (link to /find-trainers).
 */
export function categorySlugForExpertise(expertise: string): string | null {
  const e = expertise.toLowerCase();
  if (e.includes('web')) return 'web-development';
  if (e.includes('data')) return 'data-science';
  if (e.includes('marketing')) return 'digital-marketing';
  if (e.includes('design') || e.includes('ui')) return 'ui-ux-design';
  return null;
}
