/**
 * The checks an admin may tick before approving (docs/architecture.md#decision-9: the card shows what was checked). In its own
 * module without zod, so the lenient card reading (no zod on home) can check them too, and home's
 * shared constants chunk does not carry them.
 */
export const VERIFICATION_CHECKS = ['identity', 'qualification', 'experience'] as const;
export type VerificationCheck = (typeof VERIFICATION_CHECKS)[number];
