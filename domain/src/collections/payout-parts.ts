import { payoutPartSchema, type PayoutPart } from '../disputes/schemas';
import { defineCollection } from './collection';

/** `payout_parts/{orderId}_{n}` (server-only): class n's share of a sale paid per class, in paise (docs/payouts.md). */
export const payoutParts = defineCollection<PayoutPart>({
  pattern: 'payout_parts/{partId}',
  schema: payoutPartSchema,
  required: ['order_id', 'trainer_id', 'planned_paise', 'status'],
  // A part written without a kept percent keeps all of it (as decidePart always read it).
  fallbacks: { kept_percent: 100 },
  example: () => ({
    order_id: 'order_1',
    trainer_id: 'trainer_1',
    batch_id: 'batch_1',
    n: 1,
    of: 4,
    planned_paise: 10_000,
    kept_percent: 100,
    status: 'waiting',
    release_at: null,
    send_paise: null,
    released_at: null,
  }),
});
