import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CreditNote, CreditNoteCreate, Page } from '@tawi/contracts';
import { api } from '../../../shared/api/api-client';
import { useSalesChanged } from '../customers-api';

export function useCreditNotes(filter: { page: number; limit: number; search: string }) {
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
