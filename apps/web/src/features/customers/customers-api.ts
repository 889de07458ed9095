import { keepPreviousData } from '@tanstack/react-query';
import { customersApi, type DocumentEmailBody, emailDraftsApi } from '@tawi/contracts';
import { MAX_PAGE_SIZE } from '@tawi/domain';
import { useApiQuery, useTouched } from '../../shared/api/api-hooks';
import { apiUrl, callApi } from '../../shared/api/call-api';
import { recordHooks } from '../../shared/api/record-hooks';
import { useSaveMutation } from '../../shared/api/use-save-mutation';
import type { EmailDraftSource, SendMail } from '../../shared/documents/email-document-button';

export interface ListFilter {
  page: number;
  limit: number;
  search: string;
}

export interface StatementPeriod {
  from: string;
  to: string;
}

export function useCustomers(filter: ListFilter & { sort: string }) {
  return useApiQuery(customersApi.list, { query: filter }, { placeholderData: keepPreviousData });
}

/** The active customers, by name: what the customer pickers offer. */
export function useActiveCustomers() {
  const query = { active: true, sort: 'name', page: 1, limit: MAX_PAGE_SIZE };
  return useApiQuery(customersApi.list, { query }, { select: (page) => page.items });
}

export function useCustomer(id: string, enabled = true) {
  return useApiQuery(customersApi.get, { params: { id } }, { enabled });
}

export function useCustomerStatement(id: string, period: StatementPeriod, enabled: boolean) {
  return useApiQuery(
    customersApi.statement,
    { params: { id }, query: period },
    { enabled, placeholderData: keepPreviousData },
  );
}

export function customerStatementPdfUrl(id: string, period: StatementPeriod): string {
  return apiUrl(customersApi.statementPdf, { params: { id }, query: period });
}

/** Adds a customer, or saves an existing one (`id`) with every field of the form. */
export function useSaveCustomer() {
  return useSaveMutation(customersApi.create, customersApi.update);
}

const hooks = recordHooks(customersApi);

export const useDeleteCustomer = hooks.id('remove');

/** Applies all the credit a customer holds (receipt remainders and credit notes, oldest first) to open invoices. */
export const useApplyCustomerCredit = hooks.record('applyCredit');

/** Mails the statement of the period as a PDF (202: sent, or queued in the outbox). */
export function mailCustomerStatement(id: string, period: StatementPeriod, body: DocumentEmailBody) {
  return callApi(customersApi.emailStatement, { params: { id }, query: period, body });
}

/** What the statement's email dialog starts from: the customer's address and the template filled in. */
export function customerStatementDraft(id: string, period: StatementPeriod): EmailDraftSource {
  return {
    key: ['statement', id, period.from, period.to],
    load: () => callApi(emailDraftsApi.statement, { params: { id }, query: period }),
  };
}

/** The Email button's sender for a statement: mails it, then the outbox reloads. */
export function useCustomerStatementMailer(id: string, period: StatementPeriod): SendMail {
  const touched = useTouched();
  return async (body) => {
    const result = await mailCustomerStatement(id, period, body);
    touched(customersApi.emailStatement);
    return result;
  };
}
