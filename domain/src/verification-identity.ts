/**
 * Verification is of a person (docs/architecture.md#decision-9, docs/decisions/142-verification-follows-identity.md):
 * the badge holds for the name and specialization an admin approved. Changing either after approval
 * drops `verified` until an admin approves the change.
 */

/** The identity a verification covers: the trainer's name and specialization, trimmed. */
export interface VerifiedIdentity {
  full_name: string;
  specialization: string;
}

/** What the admin queue shows for a change after approval (server-only on verification_requests). */
export interface IdentityChange {
  from_name: string;
  from_specialization: string;
  to_name: string;
  to_specialization: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The identity of a trainer profile (or of `verified_identity`): name and specialization, trimmed. */
export function identityOf(d: { full_name?: unknown; specialization?: unknown } | null | undefined): VerifiedIdentity {
  return { full_name: text(d?.full_name), specialization: text(d?.specialization) };
}

/** The change from the approved identity to the current one, or null when they are the same. */
export function identityChange(approved: VerifiedIdentity, current: VerifiedIdentity): IdentityChange | null {
  if (approved.full_name === current.full_name && approved.specialization === current.specialization) return null;
  return {
    from_name: approved.full_name,
    from_specialization: approved.specialization,
    to_name: current.full_name,
    to_specialization: current.specialization,
  };
}

/** 'Asha Rao, Data Science → Dr Famous Someone Else, Music' (the admin queue and the audit entry). */
export function describeIdentityChange(c: IdentityChange): string {
  return `${c.from_name}, ${c.from_specialization} → ${c.to_name}, ${c.to_specialization}`;
}

/** The trainer's notice when the badge is dropped, word for word. */
export const VERIFICATION_DROPPED = {
  title: 'Verified badge removed',
  message: 'Your verified badge was removed because your name or specialization changed. Request verification again.',
} as const;
