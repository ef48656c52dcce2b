/**
 * What every listed price says after it: prices include GST (docs/decisions/191-prices-include-gst.md,
 * docs/decisions/213-incl-gst-on-every-price.md). Text beside a price uses this; a standalone price
 * element carries `data-incl-gst` and web/index.html's CSS writes the same words (no JS on public pages).
 */
export const INCL_GST = 'incl. GST';
