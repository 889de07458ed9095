import { type Executor, payrollRecords } from '@tawi/db';
import { formatNumber, Money, monthLabel } from '@tawi/domain';
import { asc, eq, like } from 'drizzle-orm';
import { ofCompany } from '../../platform/company-rows';
import { documentFileName } from '../../platform/document-file-name';
import {
  drawLetterhead,
  letterheadOf,
  PDF_FONT,
  PDF_FONT_BOLD,
  PDF_MARGIN,
  renderPdf,
} from '../../platform/pdf';
import type { RequestContext } from '../../platform/request-context';
import { findEmployeeRow } from './employees.repo';
import { P9_COLUMNS, type PayrollDocumentLabels } from './payroll-document-labels';
import { PAYROLL_DOCUMENT_LABELS } from './payroll-document-labels-by-language';
import type { PayrollRow } from './payroll-records.repo';

const BOLD = PDF_FONT_BOLD;

/** The figures of one month's record in P9 column order (Money). */
export function p9Figures(row: PayrollRow): Money[] {
  const cash = Money.of(row.grossPay);
  const benefits = Money.sum([row.carBenefit, row.mealsBenefit, row.nonCashBenefit, row.otherBenefits]);
  const quarters = Money.of(row.housingBenefit);
  return [
    cash,
    benefits,
    quarters,
    Money.sum([cash, benefits, quarters]),
    Money.of(row.pensionDeduction),
    Money.of(row.shif).plus(row.nhif),
    Money.of(row.housingLevy),
    Money.of(row.postRetirementMedicalFund),
    Money.of(row.mortgageInterest),
    Money.of(row.taxablePay),
    Money.of(row.taxBeforeRelief),
    Money.sum([row.personalRelief, row.insuranceRelief, row.housingRelief]),
    Money.of(row.paye),
  ];
}

function drawCard(doc: PDFKit.PDFDocument, rows: PayrollRow[], labels: PayrollDocumentLabels['p9']) {
  const months = rows.map(p9Figures);
  const totals = P9_COLUMNS.slice(1).map((_, i) => Money.sum(months.map((f) => f[i] ?? Money.zero())));
  const cell = (text: string, bold = false, right = true): PDFKit.Mixins.CellOptions => ({
    text,
    ...(right && { align: { x: 'right' } }),
    ...(bold && { font: { src: BOLD } }),
  });
  doc.fontSize(6.5);
  doc.table({
    position: { x: PDF_MARGIN, y: doc.y },
    maxWidth: doc.page.width - 2 * PDF_MARGIN,
    columnStyles: [44, ...P9_COLUMNS.slice(1).map(() => '*' as const)],
    defaultStyle: { padding: [2, 1] },
    data: [
      P9_COLUMNS.map((column, i) => cell(labels.columns[column], true, i > 0)),
      ...rows.map((row, i) => [
        cell(monthLabel(row.period).split(' ')[0] ?? row.period, false, false),
        ...(months[i] ?? []).map((v) => cell(formatNumber(v.toNumber()))),
      ]),
      [cell(labels.total, true, false), ...totals.map((v) => cell(formatNumber(v.toNumber()), true))],
    ],
  });
  doc.moveDown();
  doc.fontSize(8).font(PDF_FONT);
  doc.text(labels.totalPaye(formatNumber(totals.at(-1)?.toNumber() ?? 0)), PDF_MARGIN);
}

/** The employee's P9A for a calendar year, from the year's payroll records (Processed and Paid). */
export async function employeeP9Pdf(db: Executor, ctx: RequestContext, id: string, year: number) {
  const employee = await findEmployeeRow(db, ctx, id);
  const rows = await db
    .select()
    .from(payrollRecords)
    .where(
      ofCompany(
        payrollRecords,
        ctx.companyId,
        eq(payrollRecords.employeeId, employee.id),
        like(payrollRecords.period, `${year}-%`),
      ),
    )
    .orderBy(asc(payrollRecords.period));
  const head = await letterheadOf(db, ctx.companyId);
  const labels = PAYROLL_DOCUMENT_LABELS[head.language].p9;
  const pdf = await renderPdf(
    `P9A ${year} ${employee.fullName}`,
    (doc) => {
      drawLetterhead(doc, head, `P9A ${year}`, [
        [labels.taxDeductionCard, labels.wholeYear(year)],
        [labels.employerPin, head.kraPin ?? '—'],
        [labels.employee, employee.fullName],
        [labels.employeePin, employee.kraPin ?? '—'],
        [labels.employeeNumber, employee.employeeNumber],
      ]);
      if (rows.length === 0) doc.fontSize(10).text(labels.noPayroll(employee.fullName, year));
      else drawCard(doc, rows, labels);
      // landscape like KRA's P9A form: its 13 figure columns need the width
    },
    'landscape',
  );
  return { pdf, filename: documentFileName(['P9', String(year), employee.fullName], 'pdf') };
}
