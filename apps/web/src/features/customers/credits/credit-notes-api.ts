import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CreditNote, CreditNoteApply, CreditNoteCreate, CreditNoteRefund, Page } from '@tawi/contracts';
import { api } from '../../../shared/api/api-client';
import { useSalesChanged } from '../customers-api';

export interface CreditNoteFilter {
  page: number;
  limit: number;
  search: string;
  /** '' all, 'open' with credit left to use, 'used' none left. */
  credit: '' | 'open' | 'used';
  sort: string;
}

export function useCreditNotes(filter: CreditNoteFilter) {
  return useQuery({
    queryKey: ['credit-notes', 'list', filter],
    queryFn: () => api<Page<CreditNote>>('/api/credit-notes', { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateCreditNote() {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: (body: CreditNoteCreate) => api<CreditNote>('/api/credit-notes', { method: 'POST', body }),
    onSuccess: changed,
  });
}

/** Applies the note's unapplied credit to invoices of its customer. */
export function useApplyCreditNote() {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CreditNoteApply }) =>
      api<CreditNote>(`/api/credit-notes/${id}/apply`, { method: 'POST', body }),
    onSuccess: changed,
  });
}

/** Pays the note's unapplied credit (or part of it) back to the customer. */
export function useRefundCreditNote() {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CreditNoteRefund }) =>
      api<CreditNote>(`/api/credit-notes/${id}/refund`, { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useCreditNote(id: string | null) {
  return useQuery({
    queryKey: ['credit-notes', 'one', id],
    queryFn: () => api<CreditNote>(`/api/credit-notes/${id}`),
    enabled: id !== null,
  });
}
