import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  Page,
  VAT_STATUSES,
  VatFilingCreate,
  VatFilingReport,
  VatSummary,
  VatSummaryDetail,
} from '@tawi/contracts';
import { api } from '../../shared/api/api-client';
import { useInvalidate } from '../../shared/use-invalidate';

export type VatStatus = (typeof VAT_STATUSES)[number];

export interface VatSummaryFilter {
  year: number;
  status: VatStatus | '';
}

/** A year has at most twelve months: one page holds them all. */
export function useVatSummaries(filter: VatSummaryFilter) {
  return useQuery({
    queryKey: ['vat-summaries', 'list', filter],
    queryFn: ({ signal }) =>
      api<Page<VatSummary>>('/api/vat-summaries', { query: { ...filter, limit: 12 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useVatSummary(period: string) {
  return useQuery({
    queryKey: ['vat-summaries', 'one', period],
    queryFn: ({ signal }) => api<VatSummaryDetail>(`/api/vat-summaries/${period}`, { signal }),
  });
}

function useVatChanged() {
  const invalidate = useInvalidate();
  return () => invalidate('vat-summaries', 'audit-log');
}

export function useFileVatReturn(period: string) {
  const changed = useVatChanged();
  return useMutation({
    mutationFn: (body: VatFilingCreate) =>
      api<VatSummaryDetail>(`/api/vat-summaries/${period}/file`, { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useReopenVatReturn(period: string) {
  const changed = useVatChanged();
  return useMutation({
    mutationFn: () => api<VatSummaryDetail>(`/api/vat-summaries/${period}/reopen`, { method: 'POST' }),
    onSuccess: changed,
  });
}

export interface FilingReportUpload {
  file: File;
  description?: string | undefined;
}

/** Keeps a file (PDF, PNG or JPEG, at most 2 MB) with a month's return. */
export function useAttachFilingReport(period: string) {
  const changed = useVatChanged();
  return useMutation({
    mutationFn: ({ file, description }: FilingReportUpload) =>
      api<VatFilingReport>(`/api/vat-summaries/${period}/filing-reports`, {
        method: 'POST',
        body: file,
        query: { fileName: file.name, description },
      }),
    onSuccess: changed,
  });
}

/** Takes a filing report away from a month's return (by the report's id). */
export function useDeleteFilingReport(period: string) {
  const changed = useVatChanged();
  return useMutation({
    mutationFn: (reportId: string) =>
      api<void>(`/api/vat-summaries/${period}/filing-reports/${reportId}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}
