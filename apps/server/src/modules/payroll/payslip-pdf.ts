import type { PayrollRecord } from '@tawi/contracts';
import { DEPARTMENTS, formatDate, formatKes, formatNumber, Money, monthLabel } from '@tawi/domain';
import { PDF_FONT, PDF_FONT_BOLD, renderPdf } from '../../platform/pdf';

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

function header(doc: PDFKit.PDFDocument, company: PayslipCompany, record: PayrollRecord): number {
  doc.font(BOLD).fontSize(16).text(company.name, MARGIN, MARGIN);
  doc.font(PDF_FONT).fontSize(9).fillColor('#555555');
  const contact = [company.address, company.phone, company.email].filter(Boolean).join('  |  ');
  if (contact) doc.text(contact);
  if (company.kraPin) doc.text(`KRA PIN: ${company.kraPin}`);
  doc.fillColor('black').moveDown(0.8);
  doc
    .font(BOLD)
    .fontSize(14)
    .text(`Payslip - ${periodLabel(record.period)}`);
  doc.font(PDF_FONT).fontSize(9).fillColor('#555555');
  doc.text(
    `${record.payrollId}  |  ${formatDate(record.payPeriodStart)} to ${formatDate(record.payPeriodEnd)}  |  ${record.status}${
      record.payDate ? ` on ${formatDate(record.payDate)}` : ''
    }`,
  );
  doc.fillColor('black');
  return doc.y + 14;
}

function netPayBand(doc: PDFKit.PDFDocument, y: number, netPay: number): number {
  doc.rect(MARGIN, y, WIDTH, 30).fill(GREEN);
  doc.fillColor('white').font(BOLD).fontSize(12);
  doc.text('Net pay', MARGIN + 10, y + 9, { width: HALF });
  doc.text(formatKes(netPay), MARGIN + HALF, y + 9, { width: HALF - 10, align: 'right' });
  doc.fillColor('black').font(PDF_FONT);
  doc.x = MARGIN;
  return y + 30 + 18;
}

/** The payslip of one payroll record as a one-page A4 PDF: earnings, deductions, tax, net pay, employer costs. */
export function renderPayslipPdf(record: PayrollRecord, company: PayslipCompany): Promise<Buffer> {
  return renderPdf(`Payslip ${periodLabel(record.period)} ${record.employeeName}`, (doc) =>
    drawPayslip(doc, record, company),
  );
}

function drawPayslip(doc: PDFKit.PDFDocument, record: PayrollRecord, company: PayslipCompany): void {
  const kes = formatKes;
  const r = record;
  const department = DEPARTMENTS.find((d) => d.code === r.department)?.label ?? r.department;
  let y = header(doc, company, r);
  y = pair(
    doc,
    y,
    () => [
      'Employee',
      [
        ['Name', r.employeeName],
        ['Employee number', r.employeeNumber],
        ['Department', department],
        ['Position', r.position],
        ['Pay period', periodLabel(r.period)],
        ['Pay date', r.payDate ? formatDate(r.payDate) : '-'],
      ],
    ],
    () => [
      'Tax and statutory numbers',
      [
        ["Employer's KRA PIN", company.kraPin ?? '-'],
        ["Employee's KRA PIN", r.kraPin ?? '-'],
        ['NSSF number', r.nssfNumber ?? '-'],
        ['SHIF number', r.shifNumber ?? '-'],
        [
          'Residency / employment',
          `${r.resident ? 'Resident' : 'Non-resident'}, ${r.employment === 'secondary' ? 'secondary' : 'primary'}`,
        ],
        ['Disability exemption', r.disabilityCertificate ?? '-'],
      ],
    ],
  );
  const health: Row =
    r.healthScheme === 'nhif' ? ['NHIF', kes(r.deductions.nhif)] : ['SHIF', kes(r.deductions.shif)];
  y = pair(
    doc,
    y,
    () => [
      'Earnings',
      [
        ['Basic salary', kes(r.basicSalary)],
        ['Transport allowance', kes(r.allowances.transport)],
        ['Housing allowance', kes(r.allowances.housing)],
        ['Lunch allowance', kes(r.allowances.lunch)],
        [`Overtime ${r.overtimeHours} h @ ${formatNumber(r.overtimeRate)}`, kes(r.overtimePay)],
      ],
      ['Gross pay', kes(r.totalEarnings)],
    ],
    () => [
      'Deductions',
      [
        ['PAYE', kes(r.deductions.paye)],
        ['NSSF', kes(r.deductions.nssf)],
        health,
        ['Housing levy', kes(r.deductions.housingLevy)],
      ],
      ['Total deductions', kes(r.totalDeductions)],
    ],
  );
  y = netPayBand(doc, y, r.netPay);
  pair(
    doc,
    y,
    () => [
      'How PAYE was worked out',
      [
        ['Benefits in kind (taxed, not paid)', kes(Money.of(r.totalGross).minus(r.totalEarnings).toNumber())],
        [
          'Pension, PRMF and mortgage interest allowed',
          kes(Money.sum([r.pensionDeduction, r.postRetirementMedicalFund, r.mortgageInterest]).toNumber()),
        ],
        ['Taxable pay', kes(r.taxablePay)],
        ['Disability exemption', kes(r.disabilityExemption)],
        ['Tax before relief', kes(r.taxBeforeRelief)],
        ['Personal relief', kes(r.personalRelief)],
        ['Insurance relief', kes(r.insuranceRelief)],
        ['Affordable housing relief', kes(r.housingRelief)],
      ],
      ['PAYE', kes(r.deductions.paye)],
    ],
    () => [
      'Employer contributions (not deducted)',
      [
        ['NSSF (employer)', kes(r.employerContributions.nssf)],
        ['Housing levy (employer)', kes(r.employerContributions.housingLevy)],
        ['NITA levy', kes(r.employerContributions.nita)],
      ],
      ['Employer cost', kes(r.totalEmployerContributions)],
    ],
  );
}
