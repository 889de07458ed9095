import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { type JournalEntryCreate, type JournalEntryUpdate, ledgerApi } from '@tawi/contracts';
import { useApiMutation, useApiQuery, useTouched } from '../../../shared/api/api-hooks';
import { callApi } from '../../../shared/api/call-api';

export interface JournalFilter {
  page: number;
  limit: number;
  search: string;
  status: '' | 'Draft' | 'Posted';
}

export function useJournalEntries(filter: JournalFilter) {
  return useApiQuery(ledgerApi.listEntries, { query: filter }, { placeholderData: keepPreviousData });
}

/** Saves a draft (`id`), or adds an entry: a draft, or posted at once (balances move). */
export function useSaveJournalEntry() {
  const touched = useTouched();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: JournalEntryCreate | JournalEntryUpdate }) =>
      id
        ? callApi(ledgerApi.updateEntry, { params: { id }, body })
        : callApi(ledgerApi.createEntry, { body: body as JournalEntryCreate }),
    onSuccess: (_, { id }) => touched(id ? ledgerApi.updateEntry : ledgerApi.createEntry),
  });
}

export function usePostJournalEntry() {
  return useApiMutation(ledgerApi.postEntry, { input: (id: string) => ({ params: { id } }) });
}

export function useReverseJournalEntry() {
  return useApiMutation(ledgerApi.reverseEntry, {
    input: ({ id, date }: { id: string; date: string }) => ({ params: { id }, body: { date } }),
  });
}

export function useDeleteJournalEntry() {
  return useApiMutation(ledgerApi.removeEntry, { input: (id: string) => ({ params: { id } }) });
}
