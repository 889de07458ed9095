import {
  REPORT_FILE_TYPES,
  type ReportColumn,
  type ReportFormat,
  type TableReportInfo,
  visibleColumns,
} from '@tawi/contracts';
import { type CsvCell, formatDate, Money, toCsv } from '@tawi/domain';
import ExcelJS from 'exceljs';
import { type FileAnswer, fileAnswer } from '../../../platform/implement';
import { drawLetterhead, type Letterhead, PDF_FONT_BOLD, renderPdf } from '../../../platform/pdf';
import type { TableRow } from './table-rows';

/** What a report file holds: exactly the columns and rows on screen, with the totals row. */
export interface TableReportFile {
  info: Pick<TableReportInfo, 'name' | 'title' | 'asAt'>;
  columns: readonly ReportColumn[];
  rows: readonly TableRow[];
  totals: Record<string, number>;
  from: string;
  to: string;
  /** Filters besides the period, as label and value (`['Branch', 'Westlands']`), printed on the PDF. */
  notes: readonly [string, string][];
  /** Rows printed in bold (a statement's totals), by index. */
  strongRows?: ReadonlySet<number>;
}

const NUMBER_FORMATS: Partial<Record<ReportColumn['kind'], string>> = {
  money: '#,##0.00',
  quantity: '#,##0.###',
  percent: '0.0',
  ratio: '0.00',
  count: '#,##0',
  days: '#,##0',
};

const isNumeric = (c: ReportColumn) => c.kind !== 'text' && c.kind !== 'date';

/** The totals row: "Total" in the first column, the sums under their columns. */
function totalsCells(file: TableReportFile): CsvCell[] {
  return file.columns.map((c, i) => (i === 0 ? 'Total' : (file.totals[c.key] ?? null)));
}

const hasTotals = (file: TableReportFile) => Object.keys(file.totals).length > 0;

/** Money with its 2 decimals ("4000.00"), as the ledger's other files print it. */
function csvCell(column: ReportColumn, value: CsvCell): CsvCell {
  return column.kind === 'money' && typeof value === 'number' ? Money.of(value) : (value ?? null);
}

function csvOf(file: TableReportFile): string {
  const body = file.rows.map((row) => file.columns.map((c) => csvCell(c, row[c.key])));
  const totals = hasTotals(file)
    ? [totalsCells(file).map((v, i) => csvCell(file.columns[i] as ReportColumn, v))]
    : [];
  return toCsv([file.columns.map((c) => c.label), ...body, ...totals]);
}

async function xlsxOf(file: TableReportFile): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(file.info.title.slice(0, 31));
  sheet.columns = file.columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: isNumeric(c) ? 16 : Math.max(14, c.label.length + 4),
    ...(NUMBER_FORMATS[c.kind] && { style: { numFmt: NUMBER_FORMATS[c.kind] } }),
  }));
  file.rows.forEach((row, i) => {
    const added = sheet.addRow(file.columns.map((c) => row[c.key] ?? null));
    if (file.strongRows?.has(i)) added.font = { bold: true };
  });
  if (hasTotals(file)) sheet.addRow(totalsCells(file)).font = { bold: true };
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A cell as printed: amounts with thousands separators, dates dd/mm/yyyy. */
export function printedCell(column: ReportColumn, value: TableRow[string]): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    const digits = column.kind === 'money' || column.kind === 'ratio' ? 2 : column.kind === 'percent' ? 1 : 0;
    const max = column.kind === 'quantity' ? 3 : digits;
    return value.toLocaleString('en-KE', { minimumFractionDigits: digits, maximumFractionDigits: max });
  }
  return column.kind === 'date' ? formatDate(value) : value;
}

function pdfOf(file: TableReportFile, head: Letterhead): Promise<Buffer> {
  const landscape = file.columns.length > 6;
  return renderPdf(
    file.info.title,
    (doc) => {
      const period = file.info.asAt
        ? `As at ${formatDate(file.to)}`
        : `${formatDate(file.from)} to ${formatDate(file.to)}`;
      drawLetterhead(doc, head, file.info.title, [['Period', period], ...file.notes]);
      const right = file.columns.map((c, i) => (isNumeric(c) ? i : -1)).filter((i) => i >= 0);
      const cell = (text: string, i: number, bold = false): PDFKit.Mixins.CellOptions => ({
        text,
        ...(right.includes(i) && { align: { x: 'right' } }),
        ...(bold && { font: { src: PDF_FONT_BOLD } }),
      });
      const header = file.columns.map((c, i) => cell(c.label, i, true));
      const body = file.rows.map((row, r) =>
        file.columns.map((c, i) => cell(printedCell(c, row[c.key]), i, file.strongRows?.has(r))),
      );
      const totals = hasTotals(file)
        ? [
            totalsCells(file).map((v, i) =>
              cell(
                typeof v === 'number' ? printedCell(file.columns[i] as ReportColumn, v) : String(v ?? ''),
                i,
                true,
              ),
            ),
          ]
        : [];
      doc.fontSize(landscape ? 7.5 : 8.5);
      if (file.rows.length === 0) doc.text('Nothing in this period.');
      else doc.table({ data: [header, ...body, ...totals] });
    },
    landscape ? 'landscape' : 'portrait',
  );
}

/** The report as a download named like `sales-by-customer-2026-01-01-2026-11-26.xlsx`. */
export async function tableReportFileAnswer(
  format: Exclude<ReportFormat, 'json'>,
  file: TableReportFile,
  head: () => Promise<Letterhead>,
): Promise<FileAnswer> {
  const name = file.info.asAt ? `${file.info.name}-${file.to}` : `${file.info.name}-${file.from}-${file.to}`;
  if (format === 'csv')
    return fileAnswer(csvOf(file), `${REPORT_FILE_TYPES.csv}; charset=utf-8`, `${name}.csv`);
  if (format === 'xlsx') return fileAnswer(await xlsxOf(file), REPORT_FILE_TYPES.xlsx, `${name}.xlsx`);
  return fileAnswer(await pdfOf(file, await head()), REPORT_FILE_TYPES.pdf, `${name}.pdf`);
}

export { visibleColumns };
