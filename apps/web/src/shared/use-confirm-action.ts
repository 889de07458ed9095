import { useState } from 'react';
import toast from 'react-hot-toast';

/** The part of a TanStack mutation on a row id that a confirm dialog needs. */
export interface RowMutation<TId> {
  mutate(id: TId, options: { onSuccess: () => void }): void;
  reset(): void;
  isPending: boolean;
  error: unknown;
}

export interface ConfirmActionOptions<T> {
  /** The toast shown once the action succeeded, e.g. `${name} deleted`. */
  successMessage: (row: T) => string;
}

/**
 * The state behind a "Delete …?" / "Deactivate …?" confirm dialog for a table row:
 * `request(row)` opens it, `dialogProps` wires `ConfirmDialog` to the mutation.
 */
export function useConfirmAction<T extends { id: TId }, TId = string>(
  mutation: RowMutation<TId>,
  { successMessage }: ConfirmActionOptions<T>,
) {
  const [target, setTarget] = useState<T | null>(null);
  const close = () => {
    setTarget(null);
    mutation.reset();
  };
  const confirm = () => {
    if (!target) return;
    const message = successMessage(target);
    mutation.mutate(target.id, {
      onSuccess: () => {
        close();
        toast.success(message);
      },
    });
  };
  return {
    /** The row awaiting confirmation, if any. */
    target,
    /** Ask to confirm the action on a row. */
    request: setTarget,
    close,
    dialogProps: {
      open: target !== null,
      pending: mutation.isPending,
      error: mutation.error ?? undefined,
      onClose: close,
      onConfirm: confirm,
    },
  };
}
