import { Money } from './money';

export type CsvCell = string | number | Money | null | undefined;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Money) return value.toFixed();
  if (typeof value === 'number') return String(value);
  // a leading = + - @ would make a spreadsheet run the cell as a formula
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV (CRLF line ends), money with 2 decimals: the server's CSV files and the pages' downloads. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
