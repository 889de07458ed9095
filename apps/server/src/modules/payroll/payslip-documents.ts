import type { DocumentEmail, MailResult } from '@tawi/contracts';
import { companies, type Database, type Executor } from '@tawi/db';
import { DEFAULT_LANGUAGE, formatKes } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { auditCreate } from '../../platform/audit';
import { documentFileName } from '../../platform/document-file-name';
import type { RequestContext } from '../../platform/request-context';
import { sendMail } from '../mail';
import { PAYROLL_DOCUMENT_LABELS } from './payroll-document-labels-by-language';
import { findPayrollRow, toPayrollRecord } from './payroll-records.repo';
import { periodLabel, renderPayslipPdf } from './payslip-pdf';

async function companyOf(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      name: companies.name,
      kraPin: companies.kraPin,
      address: companies.address,
      phone: companies.phone,
      email: companies.email,
      language: companies.language,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return (
    row ?? { name: 'Tawi', kraPin: null, address: null, phone: null, email: null, language: DEFAULT_LANGUAGE }
  );
}

/** The payslip PDF of a record; the file is named with the record's id (SPEC point 7). */
export async function payslipPdf(db: Executor, ctx: RequestContext, id: string) {
  const record = toPayrollRecord(await findPayrollRow(db, ctx, id));
  const company = await companyOf(db, ctx.companyId);
  const pdf = await renderPayslipPdf(record, company, PAYROLL_DOCUMENT_LABELS[company.language].payslip);
  return { record, pdf, filename: documentFileName(['Payslip', record.period, record.employeeName], 'pdf') };
}

/**
 * Emails the payslip PDF to the employee (or `to`): sent over SMTP, or queued in the outbox. The
 * subject and message the user left out are written in the company's document language.
 */
export async function emailPayslip(
  db: Database,
  ctx: RequestContext,
  id: string,
  given: DocumentEmail,
): Promise<MailResult> {
  const { record, pdf, filename } = await payslipPdf(db, ctx, id);
  const company = await companyOf(db, ctx.companyId);
  const words = PAYROLL_DOCUMENT_LABELS[company.language].payslipEmail;
  const month = periodLabel(record.period);
  const to = given?.to?.length ? given.to.join(', ') : record.employeeEmail;
  const result = await sendMail(db, ctx, {
    to,
    ...(given?.cc?.length && { cc: given.cc.join(', ') }),
    subject: given?.subject ?? words.subject(month, record.payrollId),
    text: given?.message ?? words.body(record.employeeName, month, formatKes(record.netPay), company.name),
    attachment: { filename, contentType: 'application/pdf', content: pdf },
    source: { type: 'payroll', id: record.id },
  });
  const summary = `Payslip ${record.payrollId} to ${result.to} (${result.status})`;
  await auditCreate(db, ctx, 'payslip-email', result.id, summary);
  return result;
}
