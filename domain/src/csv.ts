/**
 * The one CSV writer (RFC 4180): the admin ledger, the trainer's statement and the students export
 * all write through it, so every export gets the same quoting and the same formula guard.
 */

/** A plain decimal number ('-12.50', '4999'): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell. Text starting with = + - @ (or a tab or carriage return) gets a leading apostrophe,
 * so a spreadsheet never runs a name, title or email a user typed as a formula (OWASP "CSV
 * injection"); plain numbers such as '-12.50' are left as they are. A cell holding a comma, quote or
 * line break is quoted, inner quotes doubled.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = !PLAIN_NUMBER.test(text) && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as CSV text: cells through `csvCell`, CRLF line ends, a final CRLF. */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
