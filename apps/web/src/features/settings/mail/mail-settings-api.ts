import { mailSettingsApi } from '@tawi/contracts';
import { useApiMutation, useApiQuery } from '../../../shared/api/api-hooks';
import { useBodyMutation } from '../../../shared/api/record-mutations';
import { useShowAnswer, useShownBodyMutation } from '../../../shared/api/shown-answer';

export function useMailSettings() {
  return useApiQuery(mailSettingsApi.get, {});
}

/** The answer is the settings in force: shown at once (the entries' touches reload the outbox's notice). */
function useShowMailSettings() {
  return useShowAnswer(mailSettingsApi.get);
}

export function useSaveMailSettings() {
  return useShownBodyMutation(mailSettingsApi.save, useShowMailSettings());
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
