import { keepPreviousData } from '@tanstack/react-query';
import { type OutboxMessage, type OutboxStatus, outboxApi } from '@tawi/contracts';
import { useApiMutation, useApiQuery, useTouched } from '../../../shared/api/api-hooks';
import { apiUrl } from '../../../shared/api/call-api';

export interface OutboxFilter {
  page: number;
  limit: number;
  search: string;
  status: OutboxStatus | '';
  sort: string;
}

export function useOutbox(filter: OutboxFilter) {
  return useApiQuery(outboxApi.list, { query: filter }, { placeholderData: keepPreviousData });
}

/** Sends a queued or failed message again (SMTP must be configured); a failed try changes it too. */
export function useRetryOutbox() {
  const touched = useTouched();
  return useApiMutation(outboxApi.retry, {
    input: (id: string) => ({ params: { id } }),
    onError: () => touched(outboxApi.retry),
  });
}

export const outboxAttachmentUrl = (id: string) => apiUrl(outboxApi.attachment, { params: { id } });

const DOCUMENT_LABELS: Record<string, string> = {
  invoice: 'Invoice',
  'invoice-reminder': 'Payment reminder',
  estimate: 'Estimate',
  'credit-note': 'Credit note',
  receipt: 'Receipt',
  'customer-statement': 'Customer statement',
  'purchase-order': 'Purchase order',
  payroll: 'Payslip',
  'payroll-payment': 'Payroll payment',
  'bill-void': 'Bill void',
};

/** What the message carries, in words: "Invoice", "Payslip", or the attachment's name. */
export function documentLabel(m: OutboxMessage): string {
  if (!m.document) return m.attachmentName ?? 'Message';
  return DOCUMENT_LABELS[m.document.type] ?? m.document.type;
}
