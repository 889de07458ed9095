import {
  ATTACHMENT_MAX_BYTES,
  paginated,
  vatFilingCreate,
  vatFilingReport,
  vatPeriodParams,
  vatReportParams,
  vatReportQuery,
  vatSummary,
  vatSummaryDetail,
  vatSummaryListQuery,
} from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/branch-scope';
import { sendPdf } from '../../platform/pdf';
import { needs } from '../../platform/route-auth';
import { acceptUploads, attachmentHeaders, uploadOf } from '../../platform/uploaded-file';
import { fileVatReturn, reopenVatReturn } from './file-vat-return';
import { attachFilingReport, deleteFilingReport, readFilingReport } from './vat-filing-reports';
import { vatReturnPdf, vatReturnZip } from './vat-return-files';
import { getVatSummary, listVatSummaries } from './vat-summaries';

const tags = ['tax'];
const detail = { 200: vatSummaryDetail };

/**
 * VAT summaries per month (SPEC "VAT Summary"): figures, the VAT3 schedules, filing and its reports.
 * Books figures of the whole company: the accounting permission, and every branch (vat-access.ts).
 */
export const taxRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptUploads(app);
  app.get(
    '/api/vat-summaries',
    {
      ...needs('accounting:read'),
      schema: { tags, querystring: vatSummaryListQuery, response: { 200: paginated(vatSummary) } },
    },
    (request) => listVatSummaries(app.db, contextOf(request), request.query),
  );
  app.get(
    '/api/vat-summaries/:period',
    { ...needs('accounting:read'), schema: { tags, params: vatPeriodParams, response: detail } },
    (request) => getVatSummary(app.db, contextOf(request), request.params.period),
  );
  app.get(
    '/api/vat-summaries/:period/return.zip',
    { ...needs('accounting:read'), schema: { tags, params: vatPeriodParams } },
    async (request, reply) => {
      const summary = await getVatSummary(app.db, contextOf(request), request.params.period);
      return reply
        .type('application/zip')
        .header('content-disposition', attachmentHeaders(`vat-return-${summary.period}.zip`))
        .send(vatReturnZip(summary));
    },
  );
  app.get(
    '/api/vat-summaries/:period/pdf',
    { ...needs('accounting:read'), schema: { tags, params: vatPeriodParams } },
    async (request, reply) => {
      const ctx = contextOf(request);
      const summary = await getVatSummary(app.db, ctx, request.params.period);
      return sendPdf(
        reply,
        await vatReturnPdf(app.db, ctx.companyId, summary),
        `vat-summary-${summary.period}.pdf`,
      );
    },
  );
  app.post(
    '/api/vat-summaries/:period/file',
    {
      ...needs('accounting:update'),
      schema: { tags, params: vatPeriodParams, body: vatFilingCreate, response: detail },
    },
    (request) => fileVatReturn(app.db, contextOf(request), request.params.period, request.body),
  );
  app.post(
    '/api/vat-summaries/:period/reopen',
    { ...needs('accounting:update'), schema: { tags, params: vatPeriodParams, response: detail } },
    (request) => reopenVatReturn(app.db, contextOf(request), request.params.period),
  );
  app.post(
    '/api/vat-summaries/:period/filing-reports',
    {
      ...needs('accounting:update'),
      bodyLimit: ATTACHMENT_MAX_BYTES + 1024,
      schema: {
        tags,
        description: 'Raw PDF, PNG or JPEG bytes, at most 2 MB',
        params: vatPeriodParams,
        querystring: vatReportQuery,
        response: { 201: vatFilingReport },
      },
    },
    async (request, reply) => {
      const file = { ...uploadOf(request), description: request.query.description };
      return reply
        .status(201)
        .send(await attachFilingReport(app.db, contextOf(request), request.params.period, file));
    },
  );
  app.get(
    '/api/vat-summaries/:period/filing-reports/:reportId',
    { ...needs('accounting:read'), schema: { tags, params: vatReportParams } },
    async (request, reply) => {
      const { period, reportId } = request.params;
      const file = await readFilingReport(app.db, contextOf(request), period, reportId);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentHeaders(file.fileName))
        .send(file.data);
    },
  );
  app.delete(
    '/api/vat-summaries/:period/filing-reports/:reportId',
    { ...needs('accounting:update'), schema: { tags, params: vatReportParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const { period, reportId } = request.params;
      await deleteFilingReport(app.db, contextOf(request), period, reportId);
      return reply.status(204).send(null);
    },
  );
};
