import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { Money } from './money';

describe('toCsv', () => {
  it('writes rows with CRLF, money with two decimals and blanks for missing values', () => {
    expect(
      toCsv([
        ['Customer', 'Total', 'Note'],
        ['Kilimani Grocers', Money.of(1748), null],
        ['Baraka', 12.5, undefined],
      ]),
    ).toBe('Customer,Total,Note\r\nKilimani Grocers,1748.00,\r\nBaraka,12.5,\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv([['Mama "Njeri", Ltd', 'two\nlines']])).toBe('"Mama ""Njeri"", Ltd","two\nlines"\r\n');
  });

  it('keeps a spreadsheet from running a name as a formula', () => {
    expect(toCsv([['=SUM(A1)', '-x', '+1', '@me', 'plain']])).toBe("'=SUM(A1),'-x,'+1,'@me,plain\r\n");
    expect(toCsv([[Money.of(-5)]])).toBe('-5.00\r\n');
  });
});
