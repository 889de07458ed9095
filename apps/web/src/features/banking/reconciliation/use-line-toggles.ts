import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { useMatchLines } from './reconciliations-api';

/**
 * Ticking and unticking lines: a ticked box shows its new state at once and stays disabled until the
 * server has answered (the figures then come from the answer); a refusal is a toast and the box
 * goes back.
 */
export function useLineToggles(reconciliationId: string) {
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const mutation = useMatchLines(reconciliationId, {
    onError: (err) => toast.error(errorMessage(err)),
    onSettled: ({ lineIds }) =>
      setPending((before) => {
        const next = new Map(before);
        for (const lineId of lineIds) next.delete(lineId);
        return next;
      }),
  });
  const toggle = (lineIds: readonly string[], match: boolean) => {
    if (lineIds.length === 0) return;
    setPending((before) => new Map([...before, ...lineIds.map((id) => [id, match] as const)]));
    mutation.mutate({ match, lineIds: [...lineIds] });
  };
  return { pending, toggle };
}
