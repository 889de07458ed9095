import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutboxMessage, OutboxPage, OutboxStatus } from '@tawi/contracts';
import { api } from '../../../shared/api/api-client';

export const OUTBOX_KEY = ['outbox'] as const;

export interface OutboxFilter {
  page: number;
  limit: number;
  search: string;
  status: OutboxStatus | '';
  sort: string;
}

export function useOutbox(filter: OutboxFilter) {
  return useQuery({
    queryKey: [...OUTBOX_KEY, filter],
    queryFn: () => api<OutboxPage>('/api/outbox', { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}

/** Sends a queued or failed message again (SMTP must be configured). */
export function useRetryOutbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<OutboxMessage>(`/api/outbox/${id}/retry`, { method: 'POST' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: OUTBOX_KEY }),
  });
}

export const outboxAttachmentUrl = (id: string) => `/api/outbox/${id}/attachment`;

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

const DOCUMENT_LABELS: Record<string, string> = {
  invoice: 'Invoice',
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
