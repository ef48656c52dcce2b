import { taxProfileSchema, type TaxProfile } from '../invoices/tax-details';
import { defineCollection } from './collection';

/**
 * `tax_profiles/{uid}` (server-only; the owner reads): GST state code and GSTIN (null when
 * unregistered), as saveTaxDetails stored them (docs/decisions/192-invoices.md).
 */
export const taxProfiles = defineCollection<TaxProfile>({
  pattern: 'tax_profiles/{uid}',
  schema: taxProfileSchema,
  example: () => ({ state: '27', gstin: null, updated_at: new Date('2026-11-01T04:30:00.000Z') }),
});
