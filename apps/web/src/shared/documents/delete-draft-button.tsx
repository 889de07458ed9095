import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import type { ApiInput, RouteEntry } from '@tawi/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { useApiMutation } from '../api/api-hooks';
import { ConfirmDialog } from '../confirm-dialog';
import { useDocumentsText } from './use-documents-text';

/** "Delete" of a draft document, confirmed; back to its list afterwards. */
export function DeleteDraftButton<E extends RouteEntry & { method: 'DELETE' }>({
  entry,
  id,
  number,
  listPath,
  message,
}: {
  entry: E;
  id: string;
  /** The document's number, in the title and the toast. */
  number: string;
  listPath: string;
  /** Default: the draft is removed for good, its number not reused. */
  message?: string;
}) {
  const { t } = useDocumentsText();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useApiMutation(entry);
  const close = () => {
    setOpen(false);
    remove.reset();
  };
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {t('actions.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('deleteDraft.title', { number })}
        message={message ?? t('deleteDraft.message')}
        confirmLabel={t('actions.delete')}
        pending={remove.isPending}
        error={remove.error ?? undefined}
        onClose={close}
        onConfirm={() =>
          remove.mutate({ params: { id } } as ApiInput<E>, {
            onSuccess: () => {
              toast.success(t('deleteDraft.deleted', { number }));
              void navigate(listPath);
            },
          })
        }
      />
    </>
  );
}
