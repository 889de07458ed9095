import { keepPreviousData } from '@tanstack/react-query';
import { ledgerApi } from '@tawi/contracts';
import { useApiMutation, useApiQuery } from '../../../shared/api/api-hooks';
import { recordHooks } from '../../../shared/api/record-hooks';
import { useSaveMutation } from '../../../shared/api/use-save-mutation';

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
  return useSaveMutation(ledgerApi.createEntry, ledgerApi.updateEntry);
}

const hooks = recordHooks(ledgerApi);

export const usePostJournalEntry = hooks.id('postEntry');

export function useReverseJournalEntry() {
  return useApiMutation(ledgerApi.reverseEntry, {
    input: ({ id, date }: { id: string; date: string }) => ({ params: { id }, body: { date } }),
  });
}

export const useDeleteJournalEntry = hooks.id('removeEntry');
