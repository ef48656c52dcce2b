const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0-99 in words ('Ninety-Nine'); '' for 0. */
function underHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)] ?? ''}${ones ? `-${ONES[ones] ?? ''}` : ''}`;
}

/** 0-999 in words ('Nine Hundred Ninety-Nine'); '' for 0. */
function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = underHundred(n % 100);
  return [hundreds ? `${ONES[hundreds] ?? ''} Hundred` : '', rest].filter(Boolean).join(' ');
}

/**
 * A whole number in words in the Indian system: thousand, lakh (1,00,000), crore (1,00,00,000);
 * above 99 crore the crores are themselves counted in lakhs and thousands ('One Thousand Crore').
 */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${indianNumberInWords(crore)} Crore` : '',
    lakh ? `${underHundred(lakh)} Lakh` : '',
    thousand ? `${underHundred(thousand)} Thousand` : '',
    underThousand(rest),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * An invoice total in words, from paise: 1,00,00,00,050 paise → 'Rupees One Crore and Fifty Paise
 * Only'; 599,900 → 'Rupees Five Thousand Nine Hundred Ninety-Nine Only'. Throws RangeError for a
 * negative or fractional amount. (Rule 46 of the CGST Rules asks for the value in figures and words.)
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Invalid amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${indianNumberInWords(rupees)}${rest ? ` and ${underHundred(rest)} Paise` : ''} Only`;
}
