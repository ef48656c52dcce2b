// Test-only: reads the text a pdf-lib PDF draws (the functions PDF tests and web/e2e). Never imported by app code.
import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a PDF: pdf-lib writes each string as hex inside flate-compressed content streams.
 * @param {Uint8Array} bytes
 * @returns {string} every drawn string, one per line
 */
export function pdfText(bytes) {
  const raw = Buffer.from(bytes).toString('latin1');
  const out = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let body;
    try {
      body = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const h of body.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) out.push(Buffer.from(h[1] ?? '', 'hex').toString('latin1'));
  }
  return out.join('\n');
}
