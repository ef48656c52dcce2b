import { z } from 'zod';
import { dateField } from '../schemas/common';
import { GST_STATES } from './gst-states';
import { gstinProblem, gstinStateCode } from './gstin';

/** Plain messages of the tax-details form (one place for the form, the callable and tests). */
export const TAX_DETAILS_MESSAGES = {
  state: 'Choose your state or union territory.',
  gstinState: 'This GSTIN is registered in another state. Choose the state of your GST registration.',
  gstinTrainersOnly: 'Only trainers can add a GSTIN.',
  saved: 'Tax details saved. Your next invoices will carry them.',
} as const;

/**
 * saveTaxDetails input and `tax_profiles/{uid}`: the GST state code ('27') and, for a registered
 * trainer, a GSTIN (upper-cased; empty → null) whose format, checksum and state are checked
 * (gstinProblem). Documents name the state and GSTIN (docs/decisions/192-invoices.md).
 */
export const taxDetailsSchema = z
  .object({
    state: z.string().refine((s) => GST_STATES.some((x) => x.code === s), TAX_DETAILS_MESSAGES.state),
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .nullable()
      .optional()
      .transform((g) => (g ? g : null)),
  })
  .superRefine((v, ctx) => {
    if (v.gstin === null) return;
    const problem = gstinProblem(v.gstin);
    if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
    else if (gstinStateCode(v.gstin) !== v.state)
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: TAX_DETAILS_MESSAGES.gstinState });
  });
export type TaxDetailsInput = z.input<typeof taxDetailsSchema>;
export type TaxDetails = z.infer<typeof taxDetailsSchema>;

/**
 * `tax_profiles/{uid}` (server-only; the owner reads) as saveTaxDetails stored it: the GST state
 * code and the GSTIN (null when unregistered). A state that is not two digits reads as null; the
 * GSTIN's checks ran when it was saved (docs/decisions/192-invoices.md).
 */
export const taxProfileSchema = z.object({
  state: z
    .string()
    .regex(/^\d{2}$/)
    .nullable(),
  gstin: z.string().nullable(),
  updated_at: dateField.nullable().default(null),
});
export type TaxProfile = z.infer<typeof taxProfileSchema>;
