import Button from '@mui/material/Button';
import type { DialogProps } from '@mui/material/Dialog';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from './action-dialog';

export interface FormDialogProps {
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** While true, the dialog cannot be dismissed and the submit button spins. */
  submitting: boolean;
  submitLabel: ReactNode;
  /** A general error from the last attempt, shown under the fields. */
  error?: string | null;
  maxWidth?: DialogProps['maxWidth'];
  /** More buttons between Cancel and the submit button (a "Save draft"). */
  extraActions?: ReactNode;
  /** Fill the screen on a phone (a form with a table of lines). */
  fullScreenOnPhone?: boolean;
  children: ReactNode;
}

/** An always-open dialog around a form: title, fields, error, Cancel and submit. Mount it only while open. */
export function FormDialog({
  title,
  onSubmit,
  onClose,
  submitting,
  submitLabel,
  error,
  maxWidth = 'sm',
  extraActions,
  fullScreenOnPhone = false,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <ActionDialog
      title={title}
      onClose={onClose}
      busy={submitting}
      error={error}
      maxWidth={maxWidth}
      fullScreen={fullScreenOnPhone && phone}
      onSubmit={onSubmit}
      actions={
        <>
          <Button onClick={onClose} disabled={submitting}>
            {t('formDialog.cancel')}
          </Button>
          {extraActions}
          <Button type="submit" variant="contained" loading={submitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </ActionDialog>
  );
}
