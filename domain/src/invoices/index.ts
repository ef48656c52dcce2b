export * from './amount-in-words';
export * from './gst';
export * from './gst-states';
export * from './gstin';
export * from './document';
export * from './tax-details';
export * from './document-lines';
export * from './credit-note';
