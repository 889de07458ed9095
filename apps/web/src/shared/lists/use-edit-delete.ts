import { useMemo } from 'react';
import { type RowMutation, useConfirmAction } from '../use-confirm-action';
import { useEditDialog } from '../use-edit-dialog';
import type { EditDeleteActions } from './list-columns';

/**
 * A list's add/edit dialog (`editor`), its delete confirm (`remove`, toasting `deleted(row)` once done),
 * and what its Edit and Delete buttons need (`actions`, for editDeleteColumn; same identity across renders).
 */
export function useEditDelete<R extends { id: string }>(
  mutation: RowMutation<string>,
  deleted: (row: R) => string,
  allowed: { update: boolean; delete: boolean },
) {
  const editor = useEditDialog<R>();
  const remove = useConfirmAction<R>(mutation, { successMessage: deleted });
  const actions = useMemo<EditDeleteActions<R>>(
    () => ({
      canUpdate: allowed.update,
      canDelete: allowed.delete,
      onEdit: editor.openFor,
      onDelete: remove.request,
    }),
    [allowed.update, allowed.delete, editor.openFor, remove.request],
  );
  return { editor, remove, actions };
}
