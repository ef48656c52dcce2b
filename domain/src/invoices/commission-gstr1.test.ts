import { describe, expect, it } from 'vitest';
import { csvRupees } from '../format';
import { buildCommissionInvoice, commissionInvoiceId } from './commission-invoice';
import { buildOrderDocument, PLATFORM_PARTY, type MoneyDocument, type Party } from './document';
import { documentGroup, filterDocuments } from './document-list';
import { gstr1Csv, gstr1Section } from './gstr1';

const at = new Date('2026-12-01T00:30:00Z');
const tina: Party = { uid: 'tina', name: 'Tina Rao', state: '27', gstin: '27AAPFU0939F1ZV' };
const kavya: Party = { uid: 'kavya', name: 'Kavya', state: '29', gstin: null };

describe('the monthly commission invoice', () => {
  it('is a tax invoice from SkillSetu for the commission plus GST on it, IGST across states', () => {
    const d = buildCommissionInvoice('2026-11', tina, { commissionPaise: 49_990, gstPaise: 8_998 }, at);
    expect(commissionInvoiceId('tina', '2026-11')).toBe('com_tina_2026-11');
    expect(d).toMatchObject({
      kind: 'tax_invoice',
      supplier: PLATFORM_PARTY,
      recipient: tina,
      place_of_supply: '27',
      taxable_paise: 49_990,
      igst_paise: 8_998,
      cgst_paise: 0,
      total_paise: 58_988,
      party_uids: ['tina'],
      description: 'SkillSetu platform commission on course sales, November 2026',
    });
    expect(d.total_in_words).toBe('Rupees Five Hundred Eighty-Nine and Eighty-Eight Paise Only');
  });
  it('splits CGST and SGST in SkillSetu’s state, the parts adding up', () => {
    const d = buildCommissionInvoice('2026-11', kavya, { commissionPaise: 10_001, gstPaise: 1_801 }, at);
    expect([d.cgst_paise, d.sgst_paise, d.igst_paise]).toEqual([901, 900, 0]);
    expect(d.taxable_paise + d.cgst_paise + d.sgst_paise).toBe(d.total_paise);
  });
  it('refuses a month without commission', () => {
    expect(() => buildCommissionInvoice('2026-11', tina, { commissionPaise: 0, gstPaise: 0 }, at)).toThrow(RangeError);
  });
});

describe('GSTR-1 split', () => {
  const doc = (over: Partial<MoneyDocument>): MoneyDocument => ({
    ...buildOrderDocument(
      { id: 'o', purpose: 'enrollment', amountPaise: 499_900, paidAt: at, itemName: 'React' },
      { platform: PLATFORM_PARTY, trainer: tina, payer: kavya },
    ),
    number: 'ST/26-27/000001',
    ...over,
  });
  it('sorts documents into B2B, B2CL, B2CS, CDNR, CDNUR', () => {
    expect(gstr1Section(doc({}))).toBe('B2CS');
    expect(gstr1Section(doc({ total_paise: 10_000_001 }))).toBe('B2CL');
    expect(gstr1Section(doc({ total_paise: 10_000_001, place_of_supply: '27' }))).toBe('B2CS');
    expect(gstr1Section(doc({ recipient: { ...kavya, gstin: '29ABCDE1234F1ZW' } }))).toBe('B2B');
    expect(gstr1Section(doc({ kind: 'credit_note' }))).toBe('CDNUR');
    expect(gstr1Section(doc({ kind: 'credit_note', recipient: { ...kavya, gstin: '29ABCDE1234F1ZW' } }))).toBe('CDNR');
    expect(gstr1Section(doc({ kind: 'bill_of_supply' }))).toBe('Not in GSTR-1');
  });
  it('writes one CSV: invoice rows by table, B2C small summed per place of supply', () => {
    const a = doc({});
    const b = doc({ number: 'ST/26-27/000002' });
    const b2b = doc({ number: 'ST/26-27/000003', recipient: { ...kavya, gstin: '29ABCDE1234F1ZW' } });
    const cn = doc({ number: 'CN/26-27/000001', kind: 'credit_note', original_number: 'ST/26-27/000001' });
    const lines = gstr1Csv([cn, a, b2b, b]).split('\r\n').filter(Boolean);
    expect(lines[0]?.startsWith('Section,Supplier GSTIN,Recipient GSTIN')).toBe(true);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['B2B', 'B2CS', 'CDNUR']);
    expect(lines[2]).toContain(`,Karnataka (29),18,${csvRupees(2 * a.taxable_paise)},${csvRupees(2 * a.igst_paise)},`);
    expect(lines[3]).toContain(',CN/26-27/000001,2026-12-01,ST/26-27/000001,');
  });
});

describe('the documents list', () => {
  const course = (over: Partial<MoneyDocument>): MoneyDocument => ({
    ...buildOrderDocument(
      { id: 'o', purpose: 'enrollment', amountPaise: 100_000, paidAt: at, itemName: 'React' },
      { platform: PLATFORM_PARTY, trainer: tina, payer: kavya },
    ),
    number: 'ST/26-27/000009',
    ...over,
  });
  const commission = {
    ...buildCommissionInvoice('2026-11', tina, { commissionPaise: 100, gstPaise: 18 }, at),
    number: 'SS/26-27/000001',
  };
  it('groups documents and filters by type, IST month, party and B2B / B2C', () => {
    const late = course({ issued_at: new Date('2026-11-30T18:30:00Z') }); // 1 Dec 00:00 IST
    const early = course({ issued_at: new Date('2026-11-30T18:29:59Z') });
    const cn = course({ kind: 'credit_note' });
    const docs = [late, early, cn, commission];
    expect(docs.map(documentGroup)).toEqual(['course', 'course', 'credit_note', 'commission']);
    const none = { group: '', month: '', party: '', buyer: '' } as const;
    expect(filterDocuments(docs, { ...none, month: '2026-12' })).toEqual([late, cn, commission]);
    expect(filterDocuments(docs, { ...none, group: 'course', month: '2026-11' })).toEqual([early]);
    expect(filterDocuments(docs, { ...none, party: 'KAVYA' })).toEqual([late, early, cn]);
    expect(filterDocuments(docs, { ...none, party: '27aapfu' })).toEqual(docs);
    expect(filterDocuments(docs, { ...none, buyer: 'b2b' })).toEqual([commission]);
    expect(filterDocuments(docs, { ...none, buyer: 'b2c' })).toEqual([late, early, cn]);
  });
});
