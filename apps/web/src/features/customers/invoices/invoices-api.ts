import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invoicesApi } from '@tawi/contracts';
import type { InvoiceStatus } from '@tawi/domain';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { callAllPages } from '../../../shared/api/call-api';
import { recordHooks } from '../../../shared/api/record-hooks';

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
  return useApiQuery(
    invoicesApi.list,
    { query: { ...filter, overdue: filter.overdue || undefined } },
    { placeholderData: keepPreviousData },
  );
}

export function useInvoice(id: string) {
  return useApiQuery(invoicesApi.get, { params: { id } });
}

/** The receipts and credit notes that settled part of the invoice. */
export function useInvoicePayments(id: string) {
  return useApiQuery(invoicesApi.payments, { params: { id } });
}

/** What the customer still owes on: issued invoices not paid or void, oldest due first. */
export function useOpenInvoices(customerId: string) {
  return useQuery({
    queryKey: [invoicesApi.list.resource, 'open', customerId],
    queryFn: async ({ signal }) =>
      (await callAllPages(invoicesApi.list, { query: { customerId } }, { signal }))
        .filter((i) => i.status !== 'Draft' && i.status !== 'Void' && i.outstanding > 0)
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.invoiceNumber.localeCompare(b.invoiceNumber)),
    enabled: customerId !== '',
  });
}

const hooks = recordHooks(invoicesApi);

export const useCreateInvoice = hooks.body('create');

export const useIssueInvoice = hooks.id('issue');

/** Sends the invoice to KRA's eTIMS again (waiting, refused, or issued before eTIMS was on). */
export const useResendInvoiceEtims = hooks.id('etimsResend');

/** Voids an invoice on `body.date` (default today), with an optional reason. */
export const useVoidInvoice = hooks.record('void');
