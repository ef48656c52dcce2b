import { formatRupees, paiseToRupees } from '../format';

/** The name a deleted learner's reviews, messages and student rows show (ADR 172). */
export const FORMER_LEARNER = 'Former learner';
/** The name a deleted trainer's messages and conversations show (ADR 172). */
export const FORMER_TRAINER = 'Former trainer';

/**
 * deleteMyAccount needs a sign-in at most this long ago (ms): the dialog re-authenticates with the
 * password right before the call, so a stolen, open session alone cannot delete the account.
 */
export const DELETE_ACCOUNT_RECENT_SIGN_IN_MS = 5 * 60 * 1000;

/**
 * My Profile → Privacy (docs/accounts.md "My data"). Kept out of messages.ts: that module is in the
 * home page's first paint, this one only in the profile page's chunk.
 */
export const PRIVACY_TEXT = {
  title: 'Privacy',
  intro:
    'Download a copy of every record SkillSetu keeps about you: profile, orders, enrolments, messages you sent and more.',
  download: 'Download my data',
  downloaded: { title: 'Your data is downloaded', description: 'Look for skillsetu-my-data in your downloads.' },
  downloadFailed: { title: 'Could not download your data', description: 'Please try again in a minute.' },
  deleteHint:
    'Deleting your account removes your sign-in, profile and trainer card. Payment and tax records are kept as the law requires (see the Privacy Policy).',
} as const;

/** Texts of "Delete my account" (one place, so tests can import them). */
export const DELETE_ACCOUNT_TEXT = {
  open: 'Delete my account',
  title: 'Delete your account?',
  what: 'Your sign-in, profile and trainer card are deleted. Reviews and messages you wrote stay, under "Former learner" or "Former trainer".',
  kept: 'Payment, refund, payout and tax records are kept for as long as the law requires:',
  policy: 'see the Privacy Policy',
  password: 'Enter your password to confirm',
  confirm: 'Delete my account',
  cancel: 'Cancel',
  wrongPassword: 'That password is not right. Please try again.',
  deleted: { title: 'Your account is deleted', description: 'Thank you for learning with SkillSetu.' },
  failed: { title: 'Could not delete your account', description: 'Please try again in a minute.' },
  signInAgain: 'Please enter your password again to delete your account.',
} as const;

/** What stops a trainer's account from being deleted, as read by deleteMyAccount (amounts in paise). */
export interface DeletionBlockers {
  /** Batches of the trainer that are scheduled or running and have sold seats. */
  batchesWithLearners: number;
  /** Refunds after payout still owed back by the trainer (open payout_debits), paise. */
  openDebitPaise: number;
  /** Payouts not yet released to the trainer (held or waiting for a bank account), paise. */
  heldPayoutPaise: number;
}

/**
 * The reasons an account cannot be deleted yet, each saying what must happen first (empty: it may
 * be deleted). ADR 172: learners' money and a trainer's open obligations must be settled first.
 */
export function deletionRefusals(b: DeletionBlockers): string[] {
  const out: string[] = [];
  if (b.batchesWithLearners > 0) {
    const n = b.batchesWithLearners;
    out.push(
      `You have ${n} scheduled or running batch${n === 1 ? '' : 'es'} with learners. Finish or cancel ${n === 1 ? 'it' : 'them'} (cancelled learners are refunded) first.`,
    );
  }
  if (b.openDebitPaise > 0) {
    out.push(
      `You owe ${formatRupees(paiseToRupees(b.openDebitPaise))} for refunds after payout. It is recovered from your next payouts; contact support to settle it first.`,
    );
  }
  if (b.heldPayoutPaise > 0) {
    out.push(
      `${formatRupees(paiseToRupees(b.heldPayoutPaise))} of your payouts is still held. Wait until it is released to your bank account first.`,
    );
  }
  return out;
}
