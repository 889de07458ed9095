import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from './action-dialog';
import { errorMessage } from './api/api-error';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  /** A failed attempt: shown in the dialog so the user can read it and cancel. */
  error?: unknown;
  destructive?: boolean;
  /** A field the action takes, under the message (a reversal's date). */
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
  pending = false,
  error,
  destructive = true,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ActionDialog
      open={open}
      title={title}
      onClose={onClose}
      busy={pending}
      error={error !== undefined && error !== null ? errorMessage(error) : null}
      maxWidth="xs"
      actionsSx={{}}
      actions={
        <>
          <Button onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            onClick={onConfirm}
            loading={pending}
            autoFocus
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <DialogContentText component="div">{message}</DialogContentText>
      {children}
    </ActionDialog>
  );
}
