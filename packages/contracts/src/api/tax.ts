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
import { fileDownload, fileUpload, noContent, route } from './route';

const tags = ['tax'];

/**
 * VAT summaries per month (API.md: VAT summaries): figures, the VAT3 schedules, filing and its reports.
 * Books figures of the whole company: the accounting permission, and every branch.
 */
export const taxApi = {
  list: route({
    method: 'GET',
    path: '/api/vat-summaries',
    auth: { permission: 'accounting:read' },
    query: vatSummaryListQuery,
    response: vatSummaryPage,
    tags,
  }),
  get: route({
    method: 'GET',
    path: '/api/vat-summaries/:period',
    auth: { permission: 'accounting:read' },
    params: vatPeriodParams,
    response: vatSummaryDetail,
    tags,
  }),
  /** The VAT3 return's CSV schedules, zipped. */
  returnZip: route({
    method: 'GET',
    path: '/api/vat-summaries/:period/return.zip',
    auth: { permission: 'accounting:read' },
    params: vatPeriodParams,
    response: fileDownload('application/zip'),
    tags,
  }),
  pdf: route({
    method: 'GET',
    path: '/api/vat-summaries/:period/pdf',
    auth: { permission: 'accounting:read' },
    params: vatPeriodParams,
    response: fileDownload('application/pdf'),
    tags,
  }),
  /** The spec's path of the ZIP (SPEC "VAT Summary", API.md): the same file, named `VAT_Summary_{period}.zip`. */
  downloadZip: route({
    method: 'GET',
    path: '/api/vat-summary/:period/download-zip',
    resource: 'vat-summaries',
    auth: { permission: 'accounting:read' },
    params: vatPeriodParams,
    response: fileDownload('application/zip'),
    tags,
  }),
  /** The spec's path of the PDF: the same file, named `VAT_Summary_{period}.pdf`. */
  downloadPdf: route({
    method: 'GET',
    path: '/api/vat-summary/:period/download-pdf',
    resource: 'vat-summaries',
    auth: { permission: 'accounting:read' },
    params: vatPeriodParams,
    response: fileDownload('application/pdf'),
    tags,
  }),
  /** VAT the company (a withholding agent) withheld from suppliers, each with its due date to KRA. */
  withheldVat: route({
    method: 'GET',
    path: '/api/withholding-vat',
    resource: 'vat-summaries',
    auth: { permission: 'accounting:read' },
    query: vatWithheldQuery,
    response: paginated(vatWithheldPayment),
    tags,
  }),
  /** The same list as CSV. */
  withheldVatCsv: route({
    method: 'GET',
    path: '/api/withholding-vat/csv',
    resource: 'vat-summaries',
    auth: { permission: 'accounting:read' },
    query: vatWithheldQuery,
    response: fileDownload('text/csv'),
    tags,
  }),
  /** Marks the month filed: its documents are locked. */
  file: route({
    method: 'POST',
    path: '/api/vat-summaries/:period/file',
    auth: { permission: 'accounting:update' },
    params: vatPeriodParams,
    body: vatFilingCreate,
    response: vatSummaryDetail,
    touches: ['vat-summaries'],
    tags,
  }),
  reopen: route({
    method: 'POST',
    path: '/api/vat-summaries/:period/reopen',
    auth: { permission: 'accounting:update' },
    params: vatPeriodParams,
    response: vatSummaryDetail,
    touches: ['vat-summaries'],
    tags,
  }),
  /** Keeps a file (PDF or a picture, at most 10 MB) with the month's return: raw bytes, `?fileName=`. */
  attachReport: route({
    method: 'POST',
    path: '/api/vat-summaries/:period/filing-reports',
    auth: { permission: 'accounting:update' },
    params: vatPeriodParams,
    query: vatReportQuery,
    upload: fileUpload(ATTACHMENT_MAX_BYTES, ...ATTACHMENT_TYPES),
    response: vatFilingReport,
    status: 201,
    touches: ['vat-summaries'],
    tags,
  }),
  readReport: route({
    method: 'GET',
    path: '/api/vat-summaries/:period/filing-reports/:reportId',
    auth: { permission: 'accounting:read' },
    params: vatReportParams,
    response: fileDownload(...ATTACHMENT_TYPES),
    tags,
  }),
  removeReport: route({
    method: 'DELETE',
    path: '/api/vat-summaries/:period/filing-reports/:reportId',
    auth: { permission: 'accounting:update' },
    params: vatReportParams,
    response: noContent,
    touches: ['vat-summaries'],
    tags,
  }),
};
