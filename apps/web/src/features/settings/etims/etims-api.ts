import { keepPreviousData } from '@tanstack/react-query';
import { type EtimsSubmission, etimsApi } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { useApiMutation, useApiQuery, useTouched } from '../../../shared/api/api-hooks';
import { useIdMutation } from '../../../shared/api/record-mutations';
import { useShowAnswer, useShownBodyMutation } from '../../../shared/api/shown-answer';
import { settings } from '../../../shared/i18n/en/settings';

export function useEtimsSettings() {
  return useApiQuery(etimsApi.settings, {});
}

/** The answer is the settings in force: shown at once. */
function useShowEtimsSettings() {
  return useShowAnswer(etimsApi.settings);
}

export function useUpdateEtims() {
  return useShownBodyMutation(etimsApi.update, useShowEtimsSettings());
}

export function useInitializeEtims() {
  return useShownBodyMutation(etimsApi.initialize, useShowEtimsSettings());
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
