import { keepPreviousData } from '@tanstack/react-query';
import { creditNotesApi } from '@tawi/contracts';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { recordHooks } from '../../../shared/api/record-hooks';

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

const hooks = recordHooks(creditNotesApi);

export const useCreateCreditNote = hooks.body('create');

/** Applies the note's unapplied credit to invoices of its customer. */
export const useApplyCreditNote = hooks.record('apply');

/** Pays the note's unapplied credit (or part of it) back to the customer. */
export const useRefundCreditNote = hooks.record('refund');

export function useCreditNote(id: string | null) {
  return useApiQuery(creditNotesApi.get, { params: { id: id ?? '' } }, { enabled: id !== null });
}
