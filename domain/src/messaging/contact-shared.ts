/**
 * The learner's notification text when a trainer approves a contact request: it names exactly
 * what the grant holds ("email and phone", "email" or "phone"; docs/messaging.md). `name` is the
 * trainer's display name; an empty `email` or a null/blank `phone` counts as not shared.
 */
export function contactSharedMessage(name: string, shared: { email: string; phone: string | null }): string {
  const parts = [shared.email.trim() ? 'email' : null, shared.phone?.trim() ? 'phone' : null].filter(Boolean);
  const what = parts.length === 0 ? 'contact details' : `${parts.join(' and ')}`;
  return `${name} shared their ${what} with you.`;
}
