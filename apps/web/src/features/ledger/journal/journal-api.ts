import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { JournalEntry, JournalEntryCreate, JournalEntryUpdate, Page } from '@tawi/contracts';
import { api } from '../../../shared/api/api-client';
import { useInvalidate } from '../../../shared/use-invalidate';

export interface JournalFilter {
  page: number;
  limit: number;
  search: string;
  status: '' | 'Draft' | 'Posted';
}

export function useJournalEntries(filter: JournalFilter) {
  return useQuery({
    queryKey: ['journal-entries', filter],
    queryFn: () => api<Page<JournalEntry>>('/api/journal-entries', { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}

/** A posting moves balances: the accounts, the reports and the bank accounts change too. */
function useJournalChanged() {
  const invalidate = useInvalidate();
  return () => invalidate('journal-entries', 'accounts', 'reports', 'bank-accounts', 'audit-log');
}

export function useSaveJournalEntry() {
  const changed = useJournalChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: JournalEntryCreate | JournalEntryUpdate }) =>
      id
        ? api<JournalEntry>(`/api/journal-entries/${id}`, { method: 'PATCH', body })
        : api<JournalEntry>('/api/journal-entries', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function usePostJournalEntry() {
  const changed = useJournalChanged();
  return useMutation({
    mutationFn: (id: string) => api<JournalEntry>(`/api/journal-entries/${id}/post`, { method: 'POST' }),
    onSuccess: changed,
  });
}

export function useReverseJournalEntry() {
  const changed = useJournalChanged();
  return useMutation({
    mutationFn: ({ id, date }: { id: string; date: string }) =>
      api<JournalEntry>(`/api/journal-entries/${id}/reverse`, { method: 'POST', body: { date } }),
    onSuccess: changed,
  });
}

export function useDeleteJournalEntry() {
  const changed = useJournalChanged();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/journal-entries/${id}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}
