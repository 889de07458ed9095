import type { PayrollRecord } from '@tawi/contracts';
import { type DepartmentCode, formatDate, formatKes, formatNumber, Money, monthLabel } from '@tawi/domain';
import { PDF_FONT, PDF_FONT_BOLD, renderPdf } from '../../platform/pdf';
import type { PayrollDocumentLabels } from './payroll-document-labels';

export interface PayslipCompany {
  name: string;
  kraPin: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
}

/** '2025-03' -> 'March 2025'. */
export const periodLabel = monthLabel;

type Row = [string, string];
const BOLD = PDF_FONT_BOLD;
const MARGIN = 50;
const GAP = 20;
const WIDTH = 595.28 - 2 * MARGIN;
const HALF = (WIDTH - GAP) / 2;
const GREEN = '#1b5e20';

/** A titled two-column table at (x, y), `width` wide; returns the y below it. */
function section(
  doc: PDFKit.PDFDocument,
  at: { x: number; y: number; width: number },
  title: string,
  rows: Row[],
  total?: Row,
): number {
  doc.font(BOLD).fontSize(10).fillColor(GREEN).text(title, at.x, at.y, { width: at.width });
  doc.fillColor('black').font(PDF_FONT).fontSize(9);
  const data: Array<Array<string | PDFKit.Mixins.CellOptions>> = rows.map(([label, value]) => [
    label,
    { text: value, align: { x: 'right' } },
  ]);
  if (total) {
    data.push([
      { text: total[0], font: { src: BOLD } },
      { text: total[1], align: { x: 'right' }, font: { src: BOLD } },
    ]);
  }
  doc.table({
    position: { x: at.x, y: doc.y + 3 },
    maxWidth: at.width,
    columnStyles: ['*', 110],
    defaultStyle: {
      border: { top: 0, right: 0, bottom: 0.5, left: 0 },
      borderColor: '#cccccc',
      padding: [3, 2],
    },
    data,
  });
  const bottom = doc.y;
  doc.x = MARGIN;
  return bottom;
}

/** Two sections side by side; returns the y below the taller one. */
function pair(
  doc: PDFKit.PDFDocument,
  y: number,
  left: () => [string, Row[], Row?],
  right: () => [string, Row[], Row?],
) {
  const [lt, lr, ltotal] = left();
  const [rt, rr, rtotal] = right();
  const a = section(doc, { x: MARGIN, y, width: HALF }, lt, lr, ltotal);
  const b = section(doc, { x: MARGIN + HALF + GAP, y, width: HALF }, rt, rr, rtotal);
  return Math.max(a, b) + 14;
}

type PayslipLabels = PayrollDocumentLabels['payslip'];

function header(
  doc: PDFKit.PDFDocument,
  company: PayslipCompany,
  record: PayrollRecord,
  labels: PayslipLabels,
): number {
  doc.font(BOLD).fontSize(16).text(company.name, MARGIN, MARGIN);
  doc.font(PDF_FONT).fontSize(9).fillColor('#555555');
  const contact = [company.address, company.phone, company.email].filter(Boolean).join('  |  ');
  if (contact) doc.text(contact);
  if (company.kraPin) doc.text(`KRA PIN: ${company.kraPin}`);
  doc.fillColor('black').moveDown(0.8);
  doc
    .font(BOLD)
    .fontSize(14)
    .text(labels.title(periodLabel(record.period)));
  doc.font(PDF_FONT).fontSize(9).fillColor('#555555');
  const status = labels.status[record.status];
  doc.text(
    [
      record.payrollId,
      labels.payPeriod(formatDate(record.payPeriodStart), formatDate(record.payPeriodEnd)),
      record.payDate ? labels.paidOn(status, formatDate(record.payDate)) : status,
    ].join('  |  '),
  );
  doc.fillColor('black');
  return doc.y + 14;
}

function netPayBand(doc: PDFKit.PDFDocument, y: number, netPay: number, label: string): number {
  doc.rect(MARGIN, y, WIDTH, 30).fill(GREEN);
  doc.fillColor('white').font(BOLD).fontSize(12);
  doc.text(label, MARGIN + 10, y + 9, { width: HALF });
  doc.text(formatKes(netPay), MARGIN + HALF, y + 9, { width: HALF - 10, align: 'right' });
  doc.fillColor('black').font(PDF_FONT);
  doc.x = MARGIN;
  return y + 30 + 18;
}

/**
 * The payslip of one payroll record as a one-page A4 PDF: earnings, deductions, tax, net pay, employer
 * costs; `labels`: its words, in the company's document language.
 */
export function renderPayslipPdf(
  record: PayrollRecord,
  company: PayslipCompany,
  labels: PayslipLabels,
): Promise<Buffer> {
  return renderPdf(`Payslip ${periodLabel(record.period)} ${record.employeeName}`, (doc) =>
    drawPayslip(doc, record, company, labels),
  );
}

/** Who is paid (name, number, department, period) beside the statutory numbers. */
function drawIdentities(
  doc: PDFKit.PDFDocument,
  y: number,
  { r, company, labels }: { r: PayrollRecord; company: PayslipCompany; labels: PayslipLabels },
): number {
  const department = labels.department[r.department as DepartmentCode] ?? r.department;
  const { employeeRows: e, statutoryRows: st } = labels;
  return pair(
    doc,
    y,
    () => [
      labels.employee,
      [
        [e.name, r.employeeName],
        [e.employeeNumber, r.employeeNumber],
        [e.department, department],
        [e.position, r.position],
        [e.payPeriod, periodLabel(r.period)],
        [e.payDate, r.payDate ? formatDate(r.payDate) : '-'],
      ],
    ],
    () => [
      labels.statutory,
      [
        [st.employerPin, company.kraPin ?? '-'],
        [st.employeePin, r.kraPin ?? '-'],
        [st.nssfNumber, r.nssfNumber ?? '-'],
        [st.shifNumber, r.shifNumber ?? '-'],
        [st.residency, labels.residency(r.resident, r.employment === 'secondary')],
        [st.disabilityExemption, r.disabilityCertificate ?? '-'],
      ],
    ],
  );
}

/** Earnings to gross pay beside the deductions. */
function drawEarningsAndDeductions(
  doc: PDFKit.PDFDocument,
  y: number,
  r: PayrollRecord,
  labels: PayslipLabels,
) {
  const kes = formatKes;
  const { earningRows: earn, deductionRows: d } = labels;
  const health: Row =
    r.healthScheme === 'nhif' ? [d.nhif, kes(r.deductions.nhif)] : [d.shif, kes(r.deductions.shif)];
  return pair(
    doc,
    y,
    () => [
      labels.earnings,
      [
        [earn.basicSalary, kes(r.basicSalary)],
        [earn.transport, kes(r.allowances.transport)],
        [earn.housing, kes(r.allowances.housing)],
        [earn.lunch, kes(r.allowances.lunch)],
        [labels.overtime(r.overtimeHours, formatNumber(r.overtimeRate)), kes(r.overtimePay)],
      ],
      [earn.grossPay, kes(r.totalEarnings)],
    ],
    () => [
      labels.deductions,
      [
        [d.paye, kes(r.deductions.paye)],
        [d.nssf, kes(r.deductions.nssf)],
        health,
        [d.housingLevy, kes(r.deductions.housingLevy)],
      ],
      [d.totalDeductions, kes(r.totalDeductions)],
    ],
  );
}

/** How PAYE was worked out beside what the employer pays on top. */
function drawPayeAndEmployerCost(
  doc: PDFKit.PDFDocument,
  y: number,
  r: PayrollRecord,
  labels: PayslipLabels,
) {
  const kes = formatKes;
  const { payeRows: p, employerRows: er } = labels;
  pair(
    doc,
    y,
    () => [
      labels.payeWorking,
      [
        [p.benefitsInKind, kes(Money.of(r.totalGross).minus(r.totalEarnings).toNumber())],
        [
          p.allowedDeductions,
          kes(Money.sum([r.pensionDeduction, r.postRetirementMedicalFund, r.mortgageInterest]).toNumber()),
        ],
        [p.taxablePay, kes(r.taxablePay)],
        [p.disabilityExemption, kes(r.disabilityExemption)],
        [p.taxBeforeRelief, kes(r.taxBeforeRelief)],
        [p.personalRelief, kes(r.personalRelief)],
        [p.insuranceRelief, kes(r.insuranceRelief)],
        [p.housingRelief, kes(r.housingRelief)],
      ],
      [p.paye, kes(r.deductions.paye)],
    ],
    () => [
      labels.employerContributions,
      [
        [er.nssf, kes(r.employerContributions.nssf)],
        [er.housingLevy, kes(r.employerContributions.housingLevy)],
        [er.nita, kes(r.employerContributions.nita)],
      ],
      [er.employerCost, kes(r.totalEmployerContributions)],
    ],
  );
}

function drawPayslip(
  doc: PDFKit.PDFDocument,
  record: PayrollRecord,
  company: PayslipCompany,
  labels: PayslipLabels,
): void {
  let y = header(doc, company, record, labels);
  y = drawIdentities(doc, y, { r: record, company, labels });
  y = drawEarningsAndDeductions(doc, y, record, labels);
  y = netPayBand(doc, y, record.netPay, labels.netPay);
  drawPayeAndEmployerCost(doc, y, record, labels);
}
