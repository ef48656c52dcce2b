import {
  invoiceCounterSchema,
  moneyDocumentSchema,
  type InvoiceCounter,
  type MoneyDocument,
} from '../invoices/document';
import { defineCollection } from './collection';

/**
 * `invoices/{id}` (server-only; its parties read): a tax invoice, bill of supply or credit note;
 * paise, `issued_at` a UTC Date shown in IST (docs/payments.md#invoices).
 */
export const invoices = defineCollection<MoneyDocument>({
  pattern: 'invoices/{docId}',
  schema: moneyDocumentSchema,
  required: ['number', 'kind', 'total_paise'],
  example: () => ({
    number: 'ST/26-27/000001',
    kind: 'bill_of_supply',
    order_id: 'order_1',
    issued_at: new Date('2026-11-01T04:30:00.000Z'),
    on_behalf_of_trainer: true,
    supplier: { uid: 'trainer_1', name: 'Asha Rao', state: '27', gstin: null },
    recipient: { uid: 'learner_1', name: 'Priya Sharma', state: '27', gstin: null },
    place_of_supply: 'Maharashtra (27)',
    description: 'Spoken English',
    sac: '999293',
    taxable_paise: 49_900,
    cgst_paise: 0,
    sgst_paise: 0,
    igst_paise: 0,
    total_paise: 49_900,
    total_in_words: 'Rupees Four Hundred Ninety-Nine Only',
    party_uids: ['trainer_1', 'learner_1'],
  }),
});

/** `invoice_counters/{series}_{fy}` (server-only): the last serial of a document series in a financial year. */
export const invoiceCounters = defineCollection<InvoiceCounter>({
  pattern: 'invoice_counters/{series}',
  schema: invoiceCounterSchema,
  required: ['last'],
  example: () => ({ series: 'ST', fy: '26-27', last: 1, updated_at: new Date('2026-11-01T04:30:00.000Z') }),
});
