import { keepPreviousData } from '@tanstack/react-query';
import {
  type CreditNoteApply,
  type CreditNoteCreate,
  type CreditNoteRefund,
  creditNotesApi,
} from '@tawi/contracts';
import { useApiMutation, useApiQuery } from '../../../shared/api/api-hooks';

export interface CreditNoteFilter {
  page: number;
  limit: number;
  search: string;
  /** '' all, 'open' with credit left to use, 'used' none left. */
  credit: '' | 'open' | 'used';
  sort: string;
}

export function useCreditNotes(filter: CreditNoteFilter) {
  return useApiQuery(creditNotesApi.list, { query: filter }, { placeholderData: keepPreviousData });
}

export function useCreateCreditNote() {
  return useApiMutation(creditNotesApi.create, { input: (body: CreditNoteCreate) => ({ body }) });
}

/** Applies the note's unapplied credit to invoices of its customer. */
export function useApplyCreditNote() {
  return useApiMutation(creditNotesApi.apply, {
    input: ({ id, body }: { id: string; body: CreditNoteApply }) => ({ params: { id }, body }),
  });
}

/** Pays the note's unapplied credit (or part of it) back to the customer. */
export function useRefundCreditNote() {
  return useApiMutation(creditNotesApi.refund, {
    input: ({ id, body }: { id: string; body: CreditNoteRefund }) => ({ params: { id }, body }),
  });
}

export function useCreditNote(id: string | null) {
  return useApiQuery(creditNotesApi.get, { params: { id: id ?? '' } }, { enabled: id !== null });
}
