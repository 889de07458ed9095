import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { FormEventHandler, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

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
  const titleId = useId();
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreenOnPhone && phone}
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={submitting}>
            {t('formDialog.cancel')}
          </Button>
          {extraActions}
          <Button type="submit" variant="contained" loading={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
