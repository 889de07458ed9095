import { Money } from '@tawi/domain';

export type CsvCell = string | number | Money | null | undefined;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Money) return value.toFixed();
  if (typeof value === 'number') return String(value);
  // a leading = + - @ would make a spreadsheet run the cell as a formula
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV (CRLF line ends), money with 2 decimals: the same rules as the server's CSV files. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Saves rows the page already holds as a CSV file (a table the API has no CSV for). */
export function downloadCsv(fileName: string, rows: readonly (readonly CsvCell[])[]): void {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
