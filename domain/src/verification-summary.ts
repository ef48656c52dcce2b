import { formatIstDate } from './ist';
import { VERIFICATION_CHECKS, type VerificationCheck } from './verification-checks';

// In its own module without zod: the public trainer profile shows this line and must not carry
// zod before it is interactive (docs/performance.md).

const CHECK_WORDS: Record<VerificationCheck, string> = {
  identity: 'identity',
  qualification: 'qualification',
  experience: 'experience',
};

/**
 * The public profile's verification line (docs/architecture.md#decision-9): checks in the fixed order identity,
 * qualification, experience, joined in English, and the IST date:
 * 'Identity and qualification checked on 12 Nov 2026'. Empty checks → 'Checked on 12 Nov 2026'.
 */
export function verificationSummary(checks: readonly VerificationCheck[], verifiedAt: Date): string {
  const words = VERIFICATION_CHECKS.filter((c) => checks.includes(c)).map((c) => CHECK_WORDS[c]);
  const date = formatIstDate(verifiedAt);
  if (words.length === 0) return `Checked on ${date}`;
  const list = words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} checked on ${date}`;
}
