// Types of pdf-text.mjs for the TypeScript that imports it (functions tests, web/e2e).

/** The text drawn in a pdf-lib PDF, one drawn string per line. */
export declare function pdfText(bytes: Uint8Array): string;
