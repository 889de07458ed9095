import { type EmailTemplateInput, emailTemplatesApi, paymentRemindersApi } from '@tawi/contracts';
import type { EmailTemplateKind } from '@tawi/domain';
import { useApiMutation, useApiQuery } from '../../../shared/api/api-hooks';
import { useBodyMutation } from '../../../shared/api/record-mutations';

export function useEmailTemplates() {
  return useApiQuery(emailTemplatesApi.list, {});
}

export function useSaveEmailTemplate(kind: EmailTemplateKind) {
  return useApiMutation(emailTemplatesApi.save, {
    input: (body: EmailTemplateInput) => ({ params: { kind }, body }),
  });
}

export function useResetEmailTemplate(kind: EmailTemplateKind) {
  return useApiMutation(emailTemplatesApi.reset, { input: (_: undefined) => ({ params: { kind } }) });
}

export function useReminderSchedule() {
  return useApiQuery(paymentRemindersApi.get, {});
}

export function useSaveReminderSchedule() {
  return useBodyMutation(paymentRemindersApi.save);
}
