import { taxApi, urlOf, type VatFilingReport } from '@tawi/contracts';
import { type Database, vatFilingReports } from '@tawi/db';
import { formatVatPeriod } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { auditDelete, recordAudit } from '../../platform/audit';
import { ofCompany } from '../../platform/company-rows';
import { foundRow } from '../../platform/found-row';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { checkUpload, type UploadedFile } from '../../platform/uploaded-file';
import { assertReachesEveryBranch } from './vat-access';

/** Where a kept filing report is downloaded from (the contract's `readReport`). */
export const filingReportUrl = (period: string, reportId: string) =>
  urlOf(taxApi.readReport, { params: { period, reportId } });

/** Keeps a file with the month's return (the return as filed, KRA's acknowledgement, the payment slip). */
export async function attachFilingReport(
  db: Database,
  ctx: RequestContext,
  period: string,
  file: UploadedFile & { description?: string | undefined },
): Promise<VatFilingReport> {
  await assertReachesEveryBranch(db, ctx);
  const checked = checkUpload(file, `vat-${period}`);
  return db.transaction(async (tx) => {
    const row = await tx
      .insert(vatFilingReports)
      .values({
        companyId: ctx.companyId,
        period,
        fileName: checked.fileName,
        contentType: checked.contentType,
        size: file.data.length,
        data: file.data,
        description: file.description ?? null,
        uploadedBy: ctx.userId,
      })
      .returning()
      .then(returnedRow('filing report insert'));
    await recordAudit(tx, ctx, {
      action: 'create',
      entity: 'vat-filing-report',
      entityId: row.id,
      summary: `${row.fileName} kept with the VAT return of ${formatVatPeriod(period)}`,
      after: { period, fileName: row.fileName, size: row.size },
    });
    return {
      id: row.id,
      name: row.fileName,
      contentType: row.contentType,
      size: row.size,
      uploadDate: row.uploadedAt.toISOString(),
      description: row.description,
      url: filingReportUrl(period, row.id),
    };
  });
}

const ofPeriod = (companyId: string, period: string, id: string) =>
  ofCompany(vatFilingReports, companyId, eq(vatFilingReports.period, period), eq(vatFilingReports.id, id));

export async function readFilingReport(db: Database, ctx: RequestContext, period: string, id: string) {
  await assertReachesEveryBranch(db, ctx);
  return foundRow(db, vatFilingReports, ofPeriod(ctx.companyId, period, id), 'Filing report');
}

export async function deleteFilingReport(db: Database, ctx: RequestContext, period: string, id: string) {
  await assertReachesEveryBranch(db, ctx);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(vatFilingReports)
      .where(ofPeriod(ctx.companyId, period, id))
      .returning({ fileName: vatFilingReports.fileName });
    if (!row) throw notFound('Filing report');
    const summary = `${row.fileName} removed from the VAT return of ${formatVatPeriod(period)}`;
    await auditDelete(tx, ctx, 'vat-filing-report', id, summary);
  });
}
