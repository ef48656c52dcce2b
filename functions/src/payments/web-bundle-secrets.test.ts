import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testSecrets } from './payments-test-env';

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : [full];
  });
}

describe('the built web bundle', () => {
  it('contains neither the Razorpay key secret nor the webhook secret', () => {
    // scripts/test.mjs builds the web app for the emulators into SKILLSETU_WEB_OUT_DIR first.
    const outDir = process.env.SKILLSETU_WEB_OUT_DIR;
    expect(outDir, 'SKILLSETU_WEB_OUT_DIR (set by scripts/test.mjs)').toBeTruthy();
    const files = filesUnder(outDir as string);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    const secrets = [testSecrets.RAZORPAY_KEY_SECRET, testSecrets.RAZORPAY_WEBHOOK_SECRET];
    expect(secrets.every((s) => typeof s === 'string' && s.length > 10)).toBe(true);
    const leaks = files.flatMap((f) => {
      const text = fs.readFileSync(f, 'latin1');
      return secrets.filter((s) => text.includes(s)).map(() => path.relative(outDir as string, f));
    });
    expect(leaks).toEqual([]);
  });
});
