export * from './amount-in-words';
export * from './gst';
export * from './gst-states';
export * from './gstin';
export * from './document';
