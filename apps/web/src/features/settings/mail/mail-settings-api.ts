import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, type MailSettings, mailSettingsApi } from '@tawi/contracts';
import { useApiMutation, useApiQuery } from '../../../shared/api/api-hooks';
import { useBodyMutation } from '../../../shared/api/record-mutations';

export function useMailSettings() {
  return useApiQuery(mailSettingsApi.get, {});
}

/** The answer is the settings in force: shown at once (the entries' touches reload the outbox's notice). */
function useShowMailSettings() {
  const queryClient = useQueryClient();
  return (settings: MailSettings) => queryClient.setQueryData(apiQueryKey(mailSettingsApi.get, {}), settings);
}

export function useSaveMailSettings() {
  const show = useShowMailSettings();
  return useBodyMutation(mailSettingsApi.save, {
    onSuccess: (settings) => show(settings),
  });
}

/** Drops the company's own server: the server's environment applies again, else none. */
export function useDeleteMailSettings() {
  const show = useShowMailSettings();
  return useApiMutation(mailSettingsApi.remove, {
    input: (_: undefined) => ({}),
    onSuccess: (settings) => show(settings),
  });
}

export function useSendTestMail() {
  return useBodyMutation(mailSettingsApi.sendTest);
}
