import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberInWords } from './amount-in-words';
import { buildOrderDocument, PLATFORM_PARTY, type Party } from './document';
import { documentView } from './document-lines';
import { counterId, documentNumber, financialYear, gstFromInclusive, placeOfSupply } from './gst';
import { gstinCheckChar, gstinProblem } from './gstin';
import { TAX_DETAILS_MESSAGES, taxDetailsSchema } from './tax-details';

describe('amountInWords (Indian system)', () => {
  it.each([
    [1_000_000_050, 'Rupees One Crore and Fifty Paise Only'],
    [599_950, 'Rupees Five Thousand Nine Hundred Ninety-Nine and Fifty Paise Only'],
    [1_00_000_00, 'Rupees One Lakh Only'],
    [
      1_23_45_678_01,
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and One Paise Only',
    ],
    [50, 'Rupees Zero and Fifty Paise Only'],
    [100, 'Rupees One Only'],
    [11_00_00_00_000_00, 'Rupees One Thousand One Hundred Crore Only'],
    [
      9_99_99_999_99,
      'Rupees Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
  ])('%d paise → %s', (paise, words) => expect(amountInWords(paise)).toBe(words));

  it('refuses negative and fractional paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(indianNumberInWords(0)).toBe('Zero');
  });
});

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character matches, upper-casing it', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem(' 27aapfu0939f1zv ')).toBeNull();
    expect(gstinProblem(PLATFORM_PARTY.gstin ?? '')).toBeNull();
  });
  it('refuses a typo, a wrong shape and an unknown state code, in plain words', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/typo/);
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('99AAPFU0939F1ZV')).toMatch(/state code/);
  });
});

describe('CGST + SGST vs IGST (prices include GST)', () => {
  it('splits CGST and SGST inside one state, and the parts add up', () => {
    const g = gstFromInclusive(599_900, 18, '27', '27');
    expect(g).toEqual({
      taxablePaise: 508_390,
      cgstPaise: 45_755,
      sgstPaise: 45_755,
      igstPaise: 0,
      totalPaise: 599_900,
    });
    const odd = gstFromInclusive(100_001, 18, '29', '29');
    expect(odd.taxablePaise + odd.cgstPaise + odd.sgstPaise).toBe(100_001);
    expect(odd.cgstPaise - odd.sgstPaise).toBeLessThanOrEqual(1);
  });
  it('charges IGST across states', () => {
    expect(gstFromInclusive(100_000, 18, '29', '27')).toEqual({
      taxablePaise: 84_746,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 15_254,
      totalPaise: 100_000,
    });
  });
  it('place of supply is the recipient state when known, else the supplier state', () => {
    expect(placeOfSupply('29', '27')).toBe('27');
    expect(placeOfSupply('29', null)).toBe('29');
  });
});

describe('financial year and document numbers', () => {
  it('turns at 1 April 00:00 IST', () => {
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('27-28');
    expect(financialYear(new Date('2026-11-25T12:00:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('99-00');
  });
  it('writes SS/26-27/000123, at most 16 characters', () => {
    expect(documentNumber('SS', '26-27', 123)).toBe('SS/26-27/000123');
    expect(documentNumber('CN', '26-27', 999_999).length).toBeLessThanOrEqual(16);
    expect(() => documentNumber('SS', '26-27', 0)).toThrow(RangeError);
    expect(() => documentNumber('SS', '26-27', 1_000_000)).toThrow(RangeError);
    expect(counterId('ST', '26-27')).toBe('ST_26-27');
  });
});

describe('buildOrderDocument', () => {
  const paidAt = new Date('2026-11-25T06:00:00Z');
  const learner: Party = { uid: 'l1', name: 'Asha Rao', state: '27', gstin: null };
  const course = { id: 'order_1', purpose: 'enrollment' as const, amountPaise: 599_950, paidAt, itemName: 'React' };

  it('a course from an unregistered trainer is a bill of supply, no GST, issued on their behalf', () => {
    const trainer: Party = { uid: 't1', name: 'Priya', state: '29', gstin: null };
    const d = buildOrderDocument(course, { platform: PLATFORM_PARTY, trainer, payer: learner });
    expect(d).toMatchObject({
      kind: 'bill_of_supply',
      sac: '999293',
      on_behalf_of_trainer: true,
      place_of_supply: '27',
    });
    expect(d).toMatchObject({ taxable_paise: 599_950, igst_paise: 0, cgst_paise: 0, total_paise: 599_950 });
    expect(d.total_in_words).toBe('Rupees Five Thousand Nine Hundred Ninety-Nine and Fifty Paise Only');
    expect(d.party_uids).toEqual(['t1', 'l1']);
  });

  it('a course from a registered trainer in the learner state is a tax invoice with CGST + SGST', () => {
    const trainer: Party = { uid: 't1', name: 'Priya', state: '27', gstin: '27AAPFU0939F1ZV' };
    const d = buildOrderDocument(course, { platform: PLATFORM_PARTY, trainer, payer: learner });
    expect(d.kind).toBe('tax_invoice');
    expect(d.cgst_paise + d.sgst_paise + d.taxable_paise).toBe(599_950);
    expect(d.igst_paise).toBe(0);
  });

  it('a plan fee is a tax invoice from SkillSetu to the trainer (IGST from Karnataka to Maharashtra)', () => {
    const plan = {
      id: 'order_2',
      purpose: 'subscription' as const,
      amountPaise: 100_000,
      paidAt,
      itemName: 'Professional plan (monthly)',
    };
    const d = buildOrderDocument(plan, { platform: PLATFORM_PARTY, trainer: null, payer: { ...learner, uid: 't2' } });
    expect(d).toMatchObject({
      kind: 'tax_invoice',
      on_behalf_of_trainer: false,
      igst_paise: 15_254,
      party_uids: ['t2'],
    });
  });
});

describe('taxDetailsSchema', () => {
  it('takes a state and an optional GSTIN of that state', () => {
    expect(taxDetailsSchema.parse({ state: '27', gstin: ' 27aapfu0939f1zv ' })).toEqual({
      state: '27',
      gstin: '27AAPFU0939F1ZV',
    });
    expect(taxDetailsSchema.parse({ state: '29', gstin: '' })).toEqual({ state: '29', gstin: null });
    expect(taxDetailsSchema.parse({ state: '29' })).toEqual({ state: '29', gstin: null });
  });
  it('refuses an unknown state, a typo and a GSTIN of another state', () => {
    expect(taxDetailsSchema.safeParse({ state: '28', gstin: null }).error?.issues[0]?.message).toBe(
      TAX_DETAILS_MESSAGES.state,
    );
    expect(taxDetailsSchema.safeParse({ state: '27', gstin: '27AAPFU0939F1ZW' }).error?.issues[0]?.message).toMatch(
      /typo/,
    );
    expect(taxDetailsSchema.safeParse({ state: '29', gstin: '27AAPFU0939F1ZV' }).error?.issues[0]?.message).toBe(
      TAX_DETAILS_MESSAGES.gstinState,
    );
  });
});

describe('documentView', () => {
  const paidAt = new Date('2026-11-25T06:00:00Z');
  const learner: Party = { uid: 'l1', name: 'Asha Rao', state: '29', gstin: null };
  const order = { id: 'order_1', purpose: 'enrollment' as const, amountPaise: 599_950, paidAt, itemName: 'React' };
  it('shows IGST across states, amounts in the one rupee format, the date in IST', () => {
    const trainer: Party = { uid: 't1', name: 'Tina', state: '27', gstin: '27AAPFU0939F1ZV' };
    const d = {
      ...buildOrderDocument(order, { platform: PLATFORM_PARTY, trainer, payer: learner }),
      number: 'ST/26-27/000001',
    };
    const v = documentView(d);
    expect(v.title).toBe('Tax Invoice');
    expect(v.header).toContainEqual({ label: 'Date', value: '25 Nov 2026, 11:30 am IST' });
    expect(v.amounts).toContainEqual({ label: 'IGST (18%)', value: '₹915.18' });
    expect(v.amounts).toContainEqual({ label: 'Total', value: '₹5,999.50' });
    expect(v.supplier).toContainEqual({ label: 'State', value: 'Maharashtra (27)' });
  });
  it('a bill of supply shows no tax rows and says why', () => {
    const trainer: Party = { uid: 't1', name: 'Tina', state: '29', gstin: null };
    const v = documentView({
      ...buildOrderDocument(order, { platform: PLATFORM_PARTY, trainer, payer: learner }),
      number: 'ST/26-27/000002',
    });
    expect(v.amounts.map((r) => r.label)).toEqual(['Description', 'SAC', 'Value', 'Total', 'Total in words']);
    expect(v.footer).toContain('Supplier not registered under GST: no GST charged.');
  });
});
