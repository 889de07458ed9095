import type { VatSummaryDetail } from '@tawi/contracts';
import type { Executor } from '@tawi/db';
import { formatDate, formatKes, kraDate, Money, TAX_CATEGORIES, toCsv, vat3Schedules } from '@tawi/domain';
import { strToU8, zipSync } from 'fflate';
import { drawLetterhead, drawTable, drawTotals, letterheadOf, renderPdf } from '../../platform/pdf';

/** The month's VAT3 schedules (CSV, for KRA's return template) and its summary, in one ZIP. */
export function vatReturnZip(summary: VatSummaryDetail): Buffer {
  const schedules = vat3Schedules(
    summary.salesTransactions,
    summary.purchaseTransactions,
    summary.withholdingCertificates,
  );
  const totals = toCsv([
    [
      'Period',
      'Due date',
      'Total sales',
      'Output VAT',
      'Total purchases',
      'Input VAT',
      'Withholding VAT credits',
      'Net VAT',
    ],
    [
      summary.label,
      kraDate(summary.dueDate),
      ...[
        summary.totalSales,
        summary.outputVat,
        summary.totalPurchases,
        summary.inputVat,
        summary.withholdingCredits,
        summary.netVat,
      ].map((n) => Money.of(n)),
    ],
  ]);
  const files = { 'summary.csv': totals, ...schedules };
  const folder = `vat-${summary.period}`;
  return Buffer.from(
    zipSync(
      Object.fromEntries(Object.entries(files).map(([name, csv]) => [`${folder}/${name}`, strToU8(csv)])),
    ),
  );
}

const label = (code: string) => TAX_CATEGORIES.find((c) => c.code === code)?.label ?? code;

/** The month's summary on paper: figures per tax category, totals, and what is payable and when. */
export async function vatReturnPdf(
  db: Executor,
  companyId: string,
  summary: VatSummaryDetail,
): Promise<Buffer> {
  const head = await letterheadOf(db, companyId);
  return renderPdf(`VAT summary ${summary.label}`, (doc) => {
    drawLetterhead(doc, head, 'VAT summary', [
      ['Period', `${formatDate(summary.from)} to ${formatDate(summary.to)}`],
      ['Due', formatDate(summary.dueDate)],
      ['Status', summary.filingDate ? `Filed ${formatDate(summary.filingDate)}` : 'Pending'],
    ]);
    drawTable(
      doc,
      ['Tax category', 'Sales', 'Output VAT', 'Purchases', 'Input VAT'],
      summary.byCategory.map((c) => [
        label(c.category),
        formatKes(c.sales),
        formatKes(c.outputVat),
        formatKes(c.purchases),
        formatKes(c.inputVat),
      ]),
      [1, 2, 3, 4],
    );
    drawTotals(doc, [
      ['Total sales', formatKes(summary.totalSales)],
      ['Total purchases', formatKes(summary.totalPurchases)],
      ['Output VAT', formatKes(summary.outputVat)],
      ['Input VAT', formatKes(summary.inputVat)],
      ['Withholding VAT credits', formatKes(summary.withholdingCredits)],
      [
        summary.netVat >= 0 ? 'VAT payable' : 'VAT credit carried forward',
        formatKes(Math.abs(summary.netVat)),
        true,
      ],
    ]);
    doc.moveDown();
    doc
      .fontSize(9)
      .text(
        `${summary.transactionsCount} documents: ${summary.salesTransactions.length} sales lines, ${summary.purchaseTransactions.length} purchase lines.`,
      );
  });
}
