/// <reference types="node" />
// The functions read documents through their collection modules (typedDoc, typedRead), not field
// by field with `.get('field')` (docs/decisions/264-typed-writes-and-money-reads.md). The reads
// left are listed here with their reason; a new one fails this test until it is typed or listed,
// and a listed count above the file's own fails too.
import { describe, expect, it } from 'vitest';
import { readRepoFile, repoTextFiles } from './repo-files';

/** `.get('` calls allowed per non-test file under functions/src, and why. */
const ALLOWED: Readonly<Record<string, { count: number; why: string }>> = {
  'functions/src/payouts/payout-invariant.ts': { count: 21, why: 'checks raw documents on purpose' },
  'functions/src/payouts/part-invariant.ts': { count: 15, why: 'checks raw documents on purpose' },
  'functions/src/payments/money-invariant.ts': { count: 5, why: 'checks raw documents on purpose' },
  'functions/src/admin/reconcile.ts': { count: 4, why: 'the books as stored: an unreadable refund still counts' },
  'functions/src/admin/overview.ts': { count: 3, why: 'a select() projection lacks required fields' },
  'functions/src/invoices/issue-commission-invoice.ts': { count: 1, why: 'a select() projection' },
  'functions/src/payments/razorpay-webhook.ts': { count: 4, why: 'request headers' },
  'functions/src/mail/send-password-reset.ts': { count: 1, why: "a link's URLSearchParams" },
  'functions/src/payouts/payouts-test-env.ts': { count: 2, why: 'test support' },
  'functions/src/sessions/sessions-test-env.ts': { count: 1, why: 'test support' },
};

/** Number of `.get('…')` calls in a source text. */
export function fieldReads(text: string): number {
  return text.match(/\.get\('/g)?.length ?? 0;
}

describe('server reads through the collection modules', () => {
  it('counts field-by-field reads', () => {
    expect(fieldReads("a.get('x'); b.get(\"y\"); c.get('z')")).toBe(2);
  });

  it('finds no `.get(field)` read in functions/src beyond the listed ones', () => {
    const found: Record<string, number> = {};
    for (const file of repoTextFiles('functions/src')) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const n = fieldReads(readRepoFile(file));
      if (n > 0) found[file] = n;
    }
    const over = Object.entries(found)
      .filter(([file, n]) => n > (ALLOWED[file]?.count ?? 0))
      .map(([file, n]) => `${file}: ${n}`);
    expect(over).toEqual([]);
  });

  it('lists no more reads than a file has: the list only shrinks as reads get typed', () => {
    const stale = Object.entries(ALLOWED)
      .filter(([file, { count }]) => fieldReads(readRepoFile(file)) < count)
      .map(([file]) => file);
    expect(stale).toEqual([]);
  });
});
