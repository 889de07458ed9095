import { keepPreviousData } from '@tanstack/react-query';
import { type OutboxMessage, type OutboxStatus, outboxApi } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { useApiQuery, useTouched } from '../../../shared/api/api-hooks';
import { apiUrl } from '../../../shared/api/call-api';
import { useIdMutation } from '../../../shared/api/record-mutations';
import { settings } from '../../../shared/i18n/en/settings';

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
  return useIdMutation(outboxApi.retry, { onError: () => touched(outboxApi.retry) });
}

export const outboxAttachmentUrl = (id: string) => apiUrl(outboxApi.attachment, { params: { id } });

type OutboxDocument = keyof typeof settings.outbox.documents;
const isKnownDocument = (type: string): type is OutboxDocument =>
  Object.hasOwn(settings.outbox.documents, type);

/** What the message carries, in words: "Invoice", "Payslip", or the attachment's name. */
export function documentLabel(m: OutboxMessage, t: TFunction<'settings'>): string {
  if (!m.document) return m.attachmentName ?? t('outbox.message');
  const { type } = m.document;
  return isKnownDocument(type) ? t(`outbox.documents.${type}`) : type;
}
