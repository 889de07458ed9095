import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, type EtimsSettings, type EtimsSubmission, etimsApi } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { useApiMutation, useApiQuery, useTouched } from '../../../shared/api/api-hooks';
import { useBodyMutation, useIdMutation } from '../../../shared/api/record-mutations';
import { settings } from '../../../shared/i18n/en/settings';

export function useEtimsSettings() {
  return useApiQuery(etimsApi.settings, {});
}

/** The answer is the settings in force: shown at once. */
function useShowEtimsSettings() {
  const queryClient = useQueryClient();
  return (settings: EtimsSettings) => queryClient.setQueryData(apiQueryKey(etimsApi.settings, {}), settings);
}

export function useUpdateEtims() {
  const show = useShowEtimsSettings();
  return useBodyMutation(etimsApi.update, {
    onSuccess: (settings) => show(settings),
  });
}

export function useInitializeEtims() {
  const show = useShowEtimsSettings();
  return useBodyMutation(etimsApi.initialize, {
    onSuccess: (settings) => show(settings),
  });
}

export function useEtimsCodeLists() {
  return useApiQuery(etimsApi.codeLists, {});
}

export function useRefreshEtimsCodeLists() {
  return useApiMutation(etimsApi.refreshCodeLists, { input: () => ({}) });
}

export interface EtimsSubmissionFilter {
  page: number;
  limit: number;
  status: EtimsSubmission['status'] | '';
}

export function useEtimsSubmissions(filter: EtimsSubmissionFilter) {
  return useApiQuery(etimsApi.submissions, { query: filter }, { placeholderData: keepPreviousData });
}

/** Sends a failed submission again at the next delivery. */
export function useResendEtims() {
  const touched = useTouched();
  return useIdMutation(etimsApi.resend, { onError: () => touched(etimsApi.resend) });
}

type KnownEndpoint = keyof typeof settings.etims.submissions.endpoints;
const isKnownEndpoint = (endpoint: string): endpoint is KnownEndpoint =>
  Object.hasOwn(settings.etims.submissions.endpoints, endpoint);

/** What an endpoint tells KRA, in words; one without words, by its name. */
export function endpointLabel(endpoint: string, t: TFunction<'settings'>): string {
  return isKnownEndpoint(endpoint) ? t(`etims.submissions.endpoints.${endpoint}`) : endpoint;
}
