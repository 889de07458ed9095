import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '../attachments';
import { paginated } from '../common';
import {
  vatFilingCreate,
  vatFilingReport,
  vatPeriodParams,
  vatReportParams,
  vatReportQuery,
  vatSummaryDetail,
  vatSummaryListQuery,
  vatSummaryPage,
  vatWithheldPayment,
  vatWithheldQuery,
} from '../vat';
import { fileDownload, fileUpload, noContent } from './route';
import { routeGroup } from './route-group';

const taxRoutes = routeGroup({ tags: ['tax'] });

/**
 * VAT summaries per month (API.md: VAT summaries): figures, the VAT3 schedules, filing and its reports.
 * Books figures of the whole company: the accounting permission, and every branch.
 */
export const taxApi = {
  list: taxRoutes.get(
    '/api/vat-summaries',
    { permission: 'accounting:read' },
    { query: vatSummaryListQuery, response: vatSummaryPage },
  ),
  get: taxRoutes.get(
    '/api/vat-summaries/:period',
    { permission: 'accounting:read' },
    { params: vatPeriodParams, response: vatSummaryDetail },
  ),
  /** The VAT3 return's CSV schedules, zipped. */
  returnZip: taxRoutes.get(
    '/api/vat-summaries/:period/return.zip',
    { permission: 'accounting:read' },
    { params: vatPeriodParams, response: fileDownload('application/zip') },
  ),
  pdf: taxRoutes.get(
    '/api/vat-summaries/:period/pdf',
    { permission: 'accounting:read' },
    { params: vatPeriodParams, response: fileDownload('application/pdf') },
  ),
  /** The spec's path of the ZIP (SPEC "VAT Summary", API.md): the same file, named `VAT_Summary_{period}.zip`. */
  downloadZip: taxRoutes.get(
    '/api/vat-summary/:period/download-zip',
    { permission: 'accounting:read' },
    { resource: 'vat-summaries', params: vatPeriodParams, response: fileDownload('application/zip') },
  ),
  /** The spec's path of the PDF: the same file, named `VAT_Summary_{period}.pdf`. */
  downloadPdf: taxRoutes.get(
    '/api/vat-summary/:period/download-pdf',
    { permission: 'accounting:read' },
    { resource: 'vat-summaries', params: vatPeriodParams, response: fileDownload('application/pdf') },
  ),
  /** VAT the company (a withholding agent) withheld from suppliers, each with its due date to KRA. */
  withheldVat: taxRoutes.get(
    '/api/withholding-vat',
    { permission: 'accounting:read' },
    { resource: 'vat-summaries', query: vatWithheldQuery, response: paginated(vatWithheldPayment) },
  ),
  /** The same list as CSV. */
  withheldVatCsv: taxRoutes.get(
    '/api/withholding-vat/csv',
    { permission: 'accounting:read' },
    { resource: 'vat-summaries', query: vatWithheldQuery, response: fileDownload('text/csv') },
  ),
  /** Marks the month filed: its documents are locked. */
  file: taxRoutes.post(
    '/api/vat-summaries/:period/file',
    { permission: 'accounting:update' },
    {
      params: vatPeriodParams,
      body: vatFilingCreate,
      response: vatSummaryDetail,
      touches: ['vat-summaries'],
    },
  ),
  reopen: taxRoutes.post(
    '/api/vat-summaries/:period/reopen',
    { permission: 'accounting:update' },
    { params: vatPeriodParams, response: vatSummaryDetail, touches: ['vat-summaries'] },
  ),
  /** Keeps a file (PDF or a picture, at most 10 MB) with the month's return: raw bytes, `?fileName=`. */
  attachReport: taxRoutes.post(
    '/api/vat-summaries/:period/filing-reports',
    { permission: 'accounting:update' },
    {
      params: vatPeriodParams,
      query: vatReportQuery,
      upload: fileUpload(ATTACHMENT_MAX_BYTES, ...ATTACHMENT_TYPES),
      response: vatFilingReport,
      status: 201,
      touches: ['vat-summaries'],
    },
  ),
  readReport: taxRoutes.get(
    '/api/vat-summaries/:period/filing-reports/:reportId',
    { permission: 'accounting:read' },
    { params: vatReportParams, response: fileDownload(...ATTACHMENT_TYPES) },
  ),
  removeReport: taxRoutes.delete(
    '/api/vat-summaries/:period/filing-reports/:reportId',
    { permission: 'accounting:update' },
    { params: vatReportParams, response: noContent, touches: ['vat-summaries'] },
  ),
};
