import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiQueryKey,
  type Page,
  type Reconciliation,
  type ReconciliationCreate,
  type ReconciliationDetail,
  type ReconciliationEntryCreate,
  type ReconciliationStatus,
  type ReconciliationUpdate,
  type RouteEntry,
  reconciliationsApi,
} from '@tawi/contracts';
import { invalidateTouched, useApiQuery, useTouched } from '../../../shared/api/api-hooks';
import { callApi } from '../../../shared/api/call-api';

export interface ReconciliationFilter {
  page: number;
  limit: number;
  search: string;
  bankAccountId: string;
  status: ReconciliationStatus | '';
  sort: string;
}

const oneKey = (id: string) => apiQueryKey(reconciliationsApi.get, { params: { id } });
const listKey = [reconciliationsApi.list.resource, reconciliationsApi.list.id];

export function useReconciliations(filter: ReconciliationFilter) {
  return useApiQuery(reconciliationsApi.list, { query: filter }, { placeholderData: keepPreviousData });
}

export function useReconciliation(id: string) {
  return useApiQuery(reconciliationsApi.get, { params: { id } });
}

/**
 * Every change answers with the whole reconciliation: the page shows that answer at once, the lists
 * reload, and so does everything else the entry touches (a statement entry posts to the ledger).
 */
function useReconciliationChanged(entry: RouteEntry) {
  const queryClient = useQueryClient();
  return (detail: ReconciliationDetail) => {
    queryClient.setQueryData(oneKey(detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: listKey });
    const others = entry.touches.filter((root) => root !== 'reconciliations');
    invalidateTouched(queryClient, { ...entry, touches: others });
  };
}

export function useStartReconciliation() {
  const changed = useReconciliationChanged(reconciliationsApi.create);
  return useMutation({
    mutationFn: (body: ReconciliationCreate) => callApi(reconciliationsApi.create, { body }),
    onSuccess: changed,
  });
}

export function useUpdateReconciliation(id: string) {
  const changed = useReconciliationChanged(reconciliationsApi.update);
  return useMutation({
    mutationFn: (body: ReconciliationUpdate) => callApi(reconciliationsApi.update, { params: { id }, body }),
    onSuccess: changed,
  });
}

export function useAddStatementEntry(id: string) {
  const changed = useReconciliationChanged(reconciliationsApi.addEntry);
  return useMutation({
    mutationFn: (body: ReconciliationEntryCreate) =>
      callApi(reconciliationsApi.addEntry, { params: { id }, body }),
    onSuccess: changed,
  });
}

export interface LineMatch {
  match: boolean;
  lineIds: string[];
}

/** What the page does when a tick has been answered (`onSettled`, with the lines) or refused. */
export interface MatchCallbacks {
  onError: (err: unknown) => void;
  onSettled: (change: LineMatch) => void;
}

/**
 * Ticks or unticks lines. The changes of one reconciliation run one after another (one mutation
 * scope), so each answer is newer than the one before and the page never shows an older state.
 */
export function useMatchLines(id: string, callbacks: MatchCallbacks) {
  const queryClient = useQueryClient();
  const changed = useReconciliationChanged(reconciliationsApi.match);
  return useMutation({
    scope: { id: `reconciliation-lines-${id}` },
    // a reload that started earlier must not land after this answer
    onMutate: () => queryClient.cancelQueries({ queryKey: oneKey(id) }),
    mutationFn: ({ match, lineIds }: LineMatch) =>
      match
        ? callApi(reconciliationsApi.match, {
            params: { id },
            body: { lines: lineIds.map((lineId) => ({ lineId })) },
          })
        : callApi(reconciliationsApi.unmatch, { params: { id }, body: { lineIds } }),
    onSuccess: changed,
    onError: callbacks.onError,
    onSettled: (_data, _error, change) => callbacks.onSettled(change),
  });
}

/** Finish or undo (of the reconciliation whose id it is given): its matched lines become cleared for good, or open again. */
export function useReconciliationStep(step: 'finish' | 'undo') {
  const changed = useReconciliationChanged(reconciliationsApi[step]);
  return useMutation({
    mutationFn: (id: string) => callApi(reconciliationsApi[step], { params: { id } }),
    onSuccess: changed,
  });
}

/**
 * Lets an unfinished reconciliation go; `onDiscarded` leaves its page (it no longer exists). The
 * lists held drop it at once, so the list it goes back to never shows it while reloading.
 */
export function useDiscardReconciliation(onDiscarded: () => void) {
  const queryClient = useQueryClient();
  const touched = useTouched();
  return useMutation({
    mutationFn: (id: string) => callApi(reconciliationsApi.remove, { params: { id } }),
    onSuccess: (_data, id) => {
      queryClient.setQueriesData<Page<Reconciliation>>({ queryKey: listKey }, (page) =>
        page?.items.some((r) => r.id === id)
          ? { ...page, items: page.items.filter((r) => r.id !== id), total: page.total - 1 }
          : page,
      );
      touched(reconciliationsApi.remove);
      onDiscarded();
      queryClient.removeQueries({ queryKey: oneKey(id) });
    },
  });
}
