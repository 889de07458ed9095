import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailSettings, MailSettingsInput, MailTestInput } from '@tawi/contracts';
import { api } from '../../../shared/api/api-client';
import { OUTBOX_KEY } from '../outbox/outbox-api';

export const MAIL_SETTINGS_KEY = ['mail-settings'] as const;

export function useMailSettings() {
  return useQuery({
    queryKey: MAIL_SETTINGS_KEY,
    queryFn: () => api<MailSettings>('/api/settings/mail'),
  });
}

/** After a change: the settings shown, the outbox's "no mail server" notice and the audit log. */
function useMailSettingsChanged() {
  const queryClient = useQueryClient();
  return (settings: MailSettings) => {
    queryClient.setQueryData(MAIL_SETTINGS_KEY, settings);
    void queryClient.invalidateQueries({ queryKey: OUTBOX_KEY });
    void queryClient.invalidateQueries({ queryKey: ['audit-log'] });
  };
}

export function useSaveMailSettings() {
  const changed = useMailSettingsChanged();
  return useMutation({
    mutationFn: (body: MailSettingsInput) => api<MailSettings>('/api/settings/mail', { method: 'PUT', body }),
    onSuccess: changed,
  });
}

/** Drops the company's own server: the server's environment applies again, else none. */
export function useDeleteMailSettings() {
  const changed = useMailSettingsChanged();
  return useMutation({
    mutationFn: () => api<MailSettings>('/api/settings/mail', { method: 'DELETE' }),
    onSuccess: changed,
  });
}

export function useSendTestMail() {
  return useMutation({
    mutationFn: (body: MailTestInput) =>
      api<{ status: 'sent' }>('/api/settings/mail/test', { method: 'POST', body }),
  });
}

export const MAIL_SOURCE_LABELS: Record<MailSettings['source'], string> = {
  company: 'Company settings',
  environment: 'Server settings',
  none: 'Not set up',
};
