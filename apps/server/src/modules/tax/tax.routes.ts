import { taxApi } from '@tawi/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { fileAnswer, implement, pdfAnswer } from '../../platform/implement';
import { uploadOf } from '../../platform/uploaded-file';
import { fileVatReturn, reopenVatReturn } from './file-vat-return';
import { attachFilingReport, deleteFilingReport, readFilingReport } from './vat-filing-reports';
import { vatReturnPdf, vatReturnZip } from './vat-return-files';
import { getVatSummary, listVatSummaries } from './vat-summaries';
import { listVatWithheld, vatWithheldCsv, vatWithheldPayments } from './vat-withheld';

type PeriodRequest = FastifyRequest<{ Params: { period: string } }>;

/**
 * Implements taxApi (packages/contracts/src/api/tax.ts): VAT summaries per month (SPEC "VAT Summary").
 * Books figures of the whole company: the accounting permission, and every branch (vat-access.ts).
 */
export const taxRoutes: FastifyPluginAsync = async (app) => {
  implement(app, taxApi.list, (request) => listVatSummaries(app.db, contextOf(request), request.query));
  implement(app, taxApi.get, (request) => getVatSummary(app.db, contextOf(request), request.params.period));
  /** The ZIP and the PDF, each at two paths (ours and the spec's) under their own file names. */
  const zip = (name: (period: string) => string) => async (request: PeriodRequest) => {
    const summary = await getVatSummary(app.db, contextOf(request), request.params.period);
    return fileAnswer(vatReturnZip(summary), 'application/zip', name(summary.period));
  };
  const pdf = (name: (period: string) => string) => async (request: PeriodRequest) => {
    const ctx = contextOf(request);
    const summary = await getVatSummary(app.db, ctx, request.params.period);
    return pdfAnswer(await vatReturnPdf(app.db, ctx.companyId, summary), name(summary.period));
  };
  implement(
    app,
    taxApi.returnZip,
    zip((p) => `vat-return-${p}.zip`),
  );
  implement(
    app,
    taxApi.pdf,
    pdf((p) => `vat-summary-${p}.pdf`),
  );
  implement(
    app,
    taxApi.downloadZip,
    zip((p) => `VAT_Summary_${p}.zip`),
  );
  implement(
    app,
    taxApi.downloadPdf,
    pdf((p) => `VAT_Summary_${p}.pdf`),
  );
  implement(app, taxApi.withheldVat, (request) => listVatWithheld(app.db, contextOf(request), request.query));
  implement(app, taxApi.withheldVatCsv, async (request) => {
    const rows = await vatWithheldPayments(app.db, contextOf(request), request.query);
    return fileAnswer(vatWithheldCsv(rows), 'text/csv', 'withholding-vat.csv');
  });
  implement(app, taxApi.file, (request) =>
    fileVatReturn(app.db, contextOf(request), request.params.period, request.body),
  );
  implement(app, taxApi.reopen, (request) =>
    reopenVatReturn(app.db, contextOf(request), request.params.period),
  );
  implement(app, taxApi.attachReport, (request) => {
    const file = { ...uploadOf(request), description: request.query.description };
    return attachFilingReport(app.db, contextOf(request), request.params.period, file);
  });
  implement(app, taxApi.readReport, async (request) => {
    const { period, reportId } = request.params;
    const file = await readFilingReport(app.db, contextOf(request), period, reportId);
    return fileAnswer(file.data, file.contentType, file.fileName);
  });
  implement(app, taxApi.removeReport, (request) => {
    const { period, reportId } = request.params;
    return deleteFilingReport(app.db, contextOf(request), period, reportId);
  });
};
