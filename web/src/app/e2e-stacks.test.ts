import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { e2eStackCount, fileFilters, SPEC_SECONDS, splitSpecs } from '../../../scripts/lib/e2e-stacks.mjs';
import { ports } from '../../../scripts/lib/ports.mjs';
import { copyBuildForOffset } from '../../../scripts/lib/web-build-copy.mjs';

// `npm test` runs the e2e suite on two emulator stacks: the spec files split by expected time, the
// second stack's web build copied with its ports (docs/decisions/274-e2e-on-two-emulator-stacks.md).

const spec = (file: string, tests = 1, ofTests = tests) => ({ file, tests, ofTests });

describe('splitSpecs', () => {
  it('puts each file, heaviest first, on the stack with the least expected time', () => {
    const seconds = { a: 50, b: 40, c: 30, d: 20, e: 5 };
    const files = ['a', 'b', 'c', 'd', 'e'].map((f) => spec(`${f}.spec.ts`));
    expect(splitSpecs(files, 2, seconds)).toEqual([
      ['a.spec.ts', 'd.spec.ts', 'e.spec.ts'],
      ['b.spec.ts', 'c.spec.ts'],
    ]);
  });

  it('weighs a file by the share of its tests a --grep chose, an unknown file by the median', () => {
    const seconds = { big: 100, mid: 30, small: 10 };
    // big: 1 of 10 tests = 10 s; new: the median, 30 s
    expect(splitSpecs([spec('big.spec.ts', 1, 10), spec('new.spec.ts'), spec('small.spec.ts')], 2, seconds)).toEqual([
      ['new.spec.ts'],
      ['big.spec.ts', 'small.spec.ts'],
    ]);
  });

  it('leaves a stack empty when there are fewer files than stacks, and drops files with no test', () => {
    expect(splitSpecs([spec('payouts.spec.ts'), spec('admin.spec.ts', 0)], 2)).toEqual([['payouts.spec.ts'], []]);
  });

  it('splits the whole suite into two halves within 1 % of even, every file once', () => {
    const files = Object.keys(SPEC_SECONDS).map((f) => spec(`${f}.spec.ts`));
    const split = splitSpecs(files, 2);
    const [one = 0, two = 0] = split.map((s) =>
      s.reduce((sum, f) => sum + (SPEC_SECONDS[f.replace('.spec.ts', '')] ?? 0), 0),
    );
    expect(Math.abs(one - two) / (one + two)).toBeLessThan(0.01);
    expect(split.flat().sort()).toEqual(files.map((f) => f.file).sort());
  });
});

describe('fileFilters', () => {
  it('matches exactly the named file, not a longer name that ends the same', () => {
    const filters = fileFilters(['admin.spec.ts']);
    expect(filters).toHaveLength(1);
    const filter = new RegExp(filters.join(''));
    expect(filter.test('/repo/web/e2e/admin.spec.ts')).toBe(true);
    expect(filter.test('/repo/web/e2e/x-admin.spec.ts')).toBe(false);
    expect(filter.test('/repo/web/e2e/adminXspecXts')).toBe(false);
  });
});

describe('e2eStackCount', () => {
  const saved = process.env.SKILLSETU_E2E_STACKS;
  afterEach(() => {
    if (saved === undefined) delete process.env.SKILLSETU_E2E_STACKS;
    else process.env.SKILLSETU_E2E_STACKS = saved;
  });

  it('is 1 unless SKILLSETU_E2E_STACKS says 2, and refuses anything else', () => {
    delete process.env.SKILLSETU_E2E_STACKS;
    expect(e2eStackCount()).toBe(1);
    process.env.SKILLSETU_E2E_STACKS = '2';
    expect(e2eStackCount()).toBe(2);
    process.env.SKILLSETU_E2E_STACKS = '3';
    expect(() => e2eStackCount()).toThrow('SKILLSETU_E2E_STACKS must be 1 or 2, got 3');
  });
});

describe('copyBuildForOffset', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  const tmp = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-stacks-'));
    dirs.push(d);
    return d;
  };
  /** A build as vite writes it for offset 7: the emulator addresses in one chunk, prices elsewhere. */
  const build = (p: ReturnType<typeof ports>) => {
    const dir = tmp();
    fs.mkdirSync(path.join(dir, 'assets'));
    const config =
      `q={auth:\`http://127.0.0.1:${p.auth}\`,firestore:{host:\`127.0.0.1\`,port:${p.firestore}},` +
      `functions:{host:\`127.0.0.1\`,port:${p.functions}},storage:{host:\`127.0.0.1\`,port:${p.storage}}},` +
      `ti=\`http://127.0.0.1:${p.razorpay}/v1/checkout.js\`;`;
    fs.writeFileSync(path.join(dir, 'assets', 'config-abc.js'), config);
    fs.writeFileSync(path.join(dir, 'assets', 'plans-abc.js'), `annualRupees:${p.hosting},id:${p.auth}`);
    fs.writeFileSync(path.join(dir, 'assets', 'config-abc.js.map'), '{}');
    fs.writeFileSync(path.join(dir, 'index.html'), '<p>127.0.0.1</p>');
    return dir;
  };

  it("rewrites every baked emulator address to the other offset's port and leaves the rest alone", () => {
    const from = build(ports(7));
    const to = path.join(tmp(), 'dist-8');
    expect(copyBuildForOffset(from, to, 7, 8)).toBe(5);
    const p = ports(8);
    const config = fs.readFileSync(path.join(to, 'assets', 'config-abc.js'), 'utf8');
    for (const port of [p.auth, p.firestore, p.functions, p.storage, p.razorpay]) expect(config).toContain(`${port}`);
    expect(config).not.toMatch(new RegExp(`${ports(7).auth}|${ports(7).firestore}|${ports(7).razorpay}`));
    // a number that only looks like a port is no address: unchanged
    const plans = fs.readFileSync(path.join(to, 'assets', 'plans-abc.js'), 'utf8');
    expect(plans).toBe(`annualRupees:${ports(7).hosting},id:${ports(7).auth}`);
    expect(fs.existsSync(path.join(to, 'assets', 'config-abc.js.map'))).toBe(false);
    expect(fs.readFileSync(path.join(to, 'index.html'), 'utf8')).toBe('<p>127.0.0.1</p>');
  });

  it('refuses a build that names no port of a baked service (the build changed shape)', () => {
    const from = build(ports(7));
    fs.writeFileSync(path.join(from, 'assets', 'config-abc.js'), 'q={auth:`http://localhost:16099`}');
    expect(() => copyBuildForOffset(from, path.join(tmp(), 'dist-8'), 7, 8)).toThrow(
      /names no port of auth, firestore, functions, storage, razorpay/,
    );
  });
});
