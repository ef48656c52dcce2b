import {
  payoutAccountSchema,
  payoutDebitSchema,
  payoutPartSchema,
  type PayoutDebit,
  type PayoutPart,
  statementLineSchema,
  transferSchema,
  type PayoutAccount,
  type StatementLine,
  type Transfer,
} from '@skillsetu/domain';
import { z } from 'zod';
import { converterFromSchema } from '../../../lib/firebase/converter-from-schema';

/*
 * Server-only collections, read through the domain schemas (docs/decisions/120-one-data-access-pattern.md):
 * a document the schema refuses reads as null and is left out, never a crash. The id is the
 * document id (idField).
 */
const none = () => null;

/** statement_lines/{id} → StatementLine with its id (domain statementLineSchema; signed paise), or null. */
export const statementLineConverter = converterFromSchema<(StatementLine & { id: string }) | null>(
  statementLineSchema.extend({ id: z.string() }),
  none,
  { idField: 'id' },
);

/** transfers/{orderId} → Transfer with its id (domain transferSchema; paise), or null. */
export const transferConverter = converterFromSchema<(Transfer & { id: string }) | null>(
  transferSchema.extend({ id: z.string() }),
  none,
  { idField: 'id' },
);

/** payout_accounts/{uid} → PayoutAccount (last 4 digits only), or null. */
export const payoutAccountConverter = converterFromSchema<PayoutAccount | null>(payoutAccountSchema, none);

/** payout_debits/{refundId} → PayoutDebit (a refund after payout and how it was recovered; paise), or null. */
export const payoutDebitConverter = converterFromSchema<PayoutDebit | null>(payoutDebitSchema, none);

/** payout_parts/{orderId}_{n} → PayoutPart (one class's part of a sale paid per class; paise), or null. */
export const payoutPartConverter = converterFromSchema<PayoutPart | null>(payoutPartSchema, none);
