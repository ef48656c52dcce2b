import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv';
import { splitCoursePayment } from './earnings';
import { statementCsv } from './statement-csv';
import type { StatementLine } from './schemas/payouts';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('leaves plain numbers, negative ones included, as numbers', () => {
    expect(csvCell('-882.00')).toBe('-882.00');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('4999.00')).toBe('4999.00');
  });

  it('writes rows with CRLF line ends', () => {
    expect(
      csvText([
        ['a', 1],
        ['=b', '-2.50'],
      ]),
    ).toBe("a,1\r\n'=b,-2.50\r\n");
  });
});

describe("the trainer's statement CSV", () => {
  it('neutralises a course title written as a formula', () => {
    const sale = splitCoursePayment(499_900, 10);
    const line: StatementLine = {
      trainer_id: 't',
      kind: 'sale',
      month: '2026-11',
      occurred_at: new Date('2026-11-20T06:00:00Z'),
      order_id: 'order_A',
      enrollment_id: 'c_u',
      course_title: '=HYPERLINK("https://evil.example","Click")',
      gross_paise: 499_900,
      commission_paise: sale.commissionPaise,
      gst_paise: sale.gstPaise,
      net_paise: sale.netPaise,
      tds_paise: 0,
      tcs_paise: 0,
      tcs_inter_state: false,
      after_payout: false,
    };
    const row = statementCsv([line]).split('\r\n')[1];
    expect(row).toBe(
      `2026-11-20,Sale,"'=HYPERLINK(""https://evil.example"",""Click"")",order_A,4999.00,499.90,89.98,4409.12,0.00,0.00,4409.12,`,
    );
  });
});
