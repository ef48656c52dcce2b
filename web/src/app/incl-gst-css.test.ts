// Standalone prices say "incl. GST" through web/index.html's CSS (no JS on public pages); the words
// are domain's INCL_GST (docs/decisions/213-incl-gst-on-every-price.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INCL_GST } from '@skillsetu/domain';
import { describe, expect, it } from 'vitest';

const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');

describe('incl. GST on every price', () => {
  it('index.html writes INCL_GST after every element marked data-incl-gst', () => {
    const rule = /\[data-incl-gst\]::after\s*\{[^}]*content:\s*'([^']*)'/.exec(html);
    expect(rule?.[1]).toBe(` ${INCL_GST}`);
  });
});
