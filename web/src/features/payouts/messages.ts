/** The Earnings tab's words (one place; tests import them). */
export const PAYOUT_MESSAGES = {
  title: 'Earnings & payouts',
  statementTitle: 'Earnings statement',
  statementLoading: 'Loading your statement…',
  statementEmpty: 'No sales or refunds in this month.',
  statementError: 'Your statement could not be loaded. Please try again.',
  payoutsTitle: 'Payouts',
  payoutsEmpty: 'No payouts yet. Each sale is paid out after its refund window closes.',
  payoutsError: 'Your payouts could not be loaded. Please try again.',
  setupTitle: 'Payout setup',
  setupIntro:
    'Add the bank account your earnings are paid to. Payouts go through Razorpay Route; we keep only the last 4 digits.',
  setupSaved: 'Payout account saved',
  setupFailed: 'Payout setup failed',
  downloadCsv: 'Download CSV',
  tdsLabel: 'TDS withheld (194-O)',
  tcsLabel: 'GST TCS withheld (s.52)',
  payoutLabel: 'Payout after withholdings',
  withholdingNote:
    'TDS (0.1 % under section 194-O of the Income-tax Act) and GST TCS (0.5 % under section 52, when you have a GSTIN) are withheld from your payouts and deposited against your PAN and GSTIN; claim them in your returns.',
  debitsTitle: 'Refunds after payout',
  debitsIntro:
    'A refund made after its payout was released is taken back from your payout account, or deducted from your next payouts.',
  debitsError: 'Your refunds after payout could not be loaded. Please try again.',
} as const;
