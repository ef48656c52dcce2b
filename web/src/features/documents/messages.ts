/** The documents feature's words (one place, so tests and screens share them). */
export const DOCUMENT_MESSAGES = {
  download: 'Download PDF',
  downloading: 'Preparing PDF…',
  missing: 'We could not find this document. Open it from your receipt or Earnings.',
  failed: 'The document could not be loaded. Please try again.',
  downloadFailed: 'The PDF could not be made. Please try again.',
  notYet: 'Your invoice is being prepared. It appears here within a minute of payment.',
  viewInvoice: 'View invoice',
  trainerTitle: 'Invoices from SkillSetu',
  none: 'None yet.',
  adminTitle: 'Documents',
  gstr1: 'Download GSTR-1 CSV',
} as const;
