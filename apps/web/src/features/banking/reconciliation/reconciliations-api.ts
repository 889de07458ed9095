import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Page,
  Reconciliation,
  ReconciliationCreate,
  ReconciliationDetail,
  ReconciliationEntryCreate,
  ReconciliationStatus,
  ReconciliationUpdate,
} from '@tawi/contracts';
import { api } from '../../../shared/api/api-client';
import { useInvalidate } from '../../../shared/use-invalidate';

export interface ReconciliationFilter {
  page: number;
  limit: number;
  search: string;
  bankAccountId: string;
  status: ReconciliationStatus | '';
  sort: string;
}

const oneKey = (id: string) => ['reconciliations', 'one', id];

export function useReconciliations(filter: ReconciliationFilter) {
  return useQuery({
    queryKey: ['reconciliations', 'list', filter],
    queryFn: () => api<Page<Reconciliation>>('/api/reconciliations', { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}

export function useReconciliation(id: string) {
  return useQuery({
    queryKey: oneKey(id),
    queryFn: () => api<ReconciliationDetail>(`/api/reconciliations/${id}`),
  });
}

/**
 * Every change answers with the whole reconciliation: the page shows that answer at once, the lists
 * reload. `posted`: it also posted to the ledger (a statement entry), so balances and reports change.
 */
function useReconciliationChanged(posted = false) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return (detail: ReconciliationDetail) => {
    queryClient.setQueryData(oneKey(detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: ['reconciliations', 'list'] });
    invalidate('audit-log');
    if (posted) invalidate('bank-accounts', 'accounts', 'reports', 'journal-entries');
  };
}

export function useStartReconciliation() {
  const changed = useReconciliationChanged();
  return useMutation({
    mutationFn: (body: ReconciliationCreate) =>
      api<ReconciliationDetail>('/api/reconciliations', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useUpdateReconciliation(id: string) {
  const changed = useReconciliationChanged();
  return useMutation({
    mutationFn: (body: ReconciliationUpdate) =>
      api<ReconciliationDetail>(`/api/reconciliations/${id}`, { method: 'PATCH', body }),
    onSuccess: changed,
  });
}

export function useAddStatementEntry(id: string) {
  const changed = useReconciliationChanged(true);
  return useMutation({
    mutationFn: (body: ReconciliationEntryCreate) =>
      api<ReconciliationDetail>(`/api/reconciliations/${id}/entries`, { method: 'POST', body }),
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
  const changed = useReconciliationChanged();
  return useMutation({
    scope: { id: `reconciliation-lines-${id}` },
    // a reload that started earlier must not land after this answer
    onMutate: () => queryClient.cancelQueries({ queryKey: oneKey(id) }),
    mutationFn: ({ match, lineIds }: LineMatch) =>
      match
        ? api<ReconciliationDetail>(`/api/reconciliations/${id}/match`, {
            method: 'POST',
            body: { lines: lineIds.map((lineId) => ({ lineId })) },
          })
        : api<ReconciliationDetail>(`/api/reconciliations/${id}/unmatch`, {
            method: 'POST',
            body: { lineIds },
          }),
    onSuccess: changed,
    onError: callbacks.onError,
    onSettled: (_data, _error, change) => callbacks.onSettled(change),
  });
}

/** Finish or undo (of the reconciliation whose id it is given): its matched lines become cleared for good, or open again. */
export function useReconciliationStep(step: 'finish' | 'undo') {
  const changed = useReconciliationChanged();
  return useMutation({
    mutationFn: (id: string) =>
      api<ReconciliationDetail>(`/api/reconciliations/${id}/${step}`, { method: 'POST', body: {} }),
    onSuccess: changed,
  });
}

/**
 * Lets an unfinished reconciliation go; `onDiscarded` leaves its page (it no longer exists). The
 * lists held drop it at once, so the list it goes back to never shows it while reloading.
 */
export function useDiscardReconciliation(onDiscarded: () => void) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/reconciliations/${id}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.setQueriesData<Page<Reconciliation>>({ queryKey: ['reconciliations', 'list'] }, (page) =>
        page?.items.some((r) => r.id === id)
          ? { ...page, items: page.items.filter((r) => r.id !== id), total: page.total - 1 }
          : page,
      );
      invalidate('reconciliations', 'audit-log');
      onDiscarded();
      queryClient.removeQueries({ queryKey: oneKey(id) });
    },
  });
}
