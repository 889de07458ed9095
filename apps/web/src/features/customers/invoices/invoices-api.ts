import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CorrectionBody, Invoice, InvoiceCreate, InvoicePayment, Page } from '@tawi/contracts';
import type { InvoiceStatus } from '@tawi/domain';
import { apiAllPages } from '../../../shared/api/api-all-pages';
import { api } from '../../../shared/api/api-client';
import { useSalesChanged } from '../customers-api';

export interface InvoiceFilter {
  page: number;
  limit: number;
  search: string;
  customerId: string;
  status: InvoiceStatus | '';
  overdue: boolean;
  from: string;
  to: string;
}

export function useInvoices(filter: InvoiceFilter) {
  return useQuery({
    queryKey: ['invoices', 'list', filter],
    queryFn: () =>
      api<Page<Invoice>>('/api/invoices', {
        query: { ...filter, overdue: filter.overdue ? 'true' : undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(id: string) {
  return useQuery({ queryKey: ['invoices', 'one', id], queryFn: () => api<Invoice>(`/api/invoices/${id}`) });
}

/** The receipts and credit notes that settled part of the invoice. */
export function useInvoicePayments(id: string) {
  return useQuery({
    queryKey: ['invoices', 'payments', id],
    queryFn: () => api<{ items: InvoicePayment[] }>(`/api/invoices/${id}/payments`),
  });
}

/** What the customer still owes on: issued invoices not paid or void, oldest due first. */
export function useOpenInvoices(customerId: string) {
  return useQuery({
    queryKey: ['invoices', 'open', customerId],
    queryFn: async () =>
      (await apiAllPages<Invoice>('/api/invoices', { customerId }))
        .filter((i) => i.status !== 'Draft' && i.status !== 'Void' && i.outstanding > 0)
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.invoiceNumber.localeCompare(b.invoiceNumber)),
    enabled: customerId !== '',
  });
}

export function useCreateInvoice() {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: (body: InvoiceCreate) => api<Invoice>('/api/invoices', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useIssueInvoice() {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: (id: string) => api<Invoice>(`/api/invoices/${id}/issue`, { method: 'POST', body: {} }),
    onSuccess: changed,
  });
}

/** Voids an invoice on `body.date` (default today), with an optional reason. */
export function useVoidInvoice() {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CorrectionBody }) =>
      api<Invoice>(`/api/invoices/${id}/void`, { method: 'POST', body }),
    onSuccess: changed,
  });
}
