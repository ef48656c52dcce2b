/** Contact page content (docs/product.md#public-pages). */
export const CONTACT = {
  title: 'Contact Us',
  metaDescription: 'Contact the SkillSetu team. We reply within 24 hours, Mon-Fri 9AM-6PM IST.',
  intro: "Have a question or feedback? Send us a message and we'll get back to you within 24 hours.",
  businessHours: 'Mon-Fri 9AM-6PM IST',
  liveChat: 'Live chat: 9 AM-6 PM IST',
} as const;
