import { keepPreviousData } from '@tanstack/react-query';
import { taxApi, type VAT_STATUSES, type VatFilingCreate } from '@tawi/contracts';
import { useApiMutation, useApiQuery } from '../../shared/api/api-hooks';

export type VatStatus = (typeof VAT_STATUSES)[number];

export interface VatSummaryFilter {
  year: number;
  status: VatStatus | '';
}

/** A year has at most twelve months: one page holds them all. */
export function useVatSummaries(filter: VatSummaryFilter) {
  return useApiQuery(taxApi.list, { query: { ...filter, limit: 12 } }, { placeholderData: keepPreviousData });
}

export function useVatSummary(period: string) {
  return useApiQuery(taxApi.get, { params: { period } });
}

export function useFileVatReturn(period: string) {
  return useApiMutation(taxApi.file, { input: (body: VatFilingCreate) => ({ params: { period }, body }) });
}

export function useReopenVatReturn(period: string) {
  return useApiMutation(taxApi.reopen, { input: (_: undefined) => ({ params: { period } }) });
}

export interface FilingReportUpload {
  file: File;
  description?: string | undefined;
}

/** Keeps a file (PDF, PNG or JPEG, at most 2 MB) with a month's return. */
export function useAttachFilingReport(period: string) {
  return useApiMutation(taxApi.attachReport, {
    input: ({ file, description }: FilingReportUpload) => ({
      params: { period },
      query: { fileName: file.name, description },
      body: file,
    }),
  });
}

/** Takes a filing report away from a month's return (by the report's id). */
export function useDeleteFilingReport(period: string) {
  return useApiMutation(taxApi.removeReport, {
    input: (reportId: string) => ({ params: { period, reportId } }),
  });
}
