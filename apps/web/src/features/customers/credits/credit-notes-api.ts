import { keepPreviousData } from '@tanstack/react-query';
import { creditNotesApi } from '@tawi/contracts';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { useBodyMutation, useRecordMutation } from '../../../shared/api/record-mutations';

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
  return useBodyMutation(creditNotesApi.create);
}

/** Applies the note's unapplied credit to invoices of its customer. */
export function useApplyCreditNote() {
  return useRecordMutation(creditNotesApi.apply);
}

/** Pays the note's unapplied credit (or part of it) back to the customer. */
export function useRefundCreditNote() {
  return useRecordMutation(creditNotesApi.refund);
}

export function useCreditNote(id: string | null) {
  return useApiQuery(creditNotesApi.get, { params: { id: id ?? '' } }, { enabled: id !== null });
}
