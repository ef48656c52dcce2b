// Test-only: reads the text a pdf-lib PDF draws. Never imported by a function.
import { inflateSync } from 'node:zlib';

/** The text drawn in a PDF: pdf-lib writes each string as hex inside flate-compressed content streams. */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const h of body.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) out.push(Buffer.from(h[1] ?? '', 'hex').toString('latin1'));
  }
  return out.join('\n');
}
