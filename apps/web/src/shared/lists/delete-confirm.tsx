import { ConfirmDialog, type ConfirmDialogProps } from '../confirm-dialog';

type DeleteKey = 'deleteTitle' | 'deleteMessage' | 'delete';

export interface DeleteConfirmProps<R> {
  /** The delete's confirm state (useConfirmAction, useEditDelete's `remove`). */
  action: {
    target: R | null;
    dialogProps: Pick<ConfirmDialogProps, 'open' | 'pending' | 'error' | 'onClose' | 'onConfirm'>;
  };
  /** The row's name in the title. */
  name: (row: R) => string;
  /** The list's own `deleteTitle` (with the row's `name`), `deleteMessage` and `delete` texts. */
  text: (key: DeleteKey, values?: { name: string }) => string;
}

/** "Delete …?" before a list's row goes: its title, message and button worded from the list's keys. */
export function DeleteConfirm<R>({ action, name, text }: DeleteConfirmProps<R>) {
  return (
    <ConfirmDialog
      {...action.dialogProps}
      title={text('deleteTitle', { name: action.target ? name(action.target) : '' })}
      message={text('deleteMessage')}
      confirmLabel={text('delete')}
    />
  );
}
