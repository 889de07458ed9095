import Alert from '@mui/material/Alert';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { type FormEventHandler, type ReactNode, useId } from 'react';

export interface ActionDialogProps {
  title: ReactNode;
  onClose: () => void;
  /** While true, the dialog cannot be dismissed (a save or an import is under way). */
  busy: boolean;
  /** Buttons at the bottom (Cancel and the action). */
  actions: ReactNode;
  /** A general error from the last attempt, shown under the content. */
  error?: string | null | undefined;
  open?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  fullScreen?: boolean;
  /** Makes the title, content and actions a form (its submit buttons submit it). */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  actionsSx?: SxProps<Theme>;
  children: ReactNode;
}

/** A dialog labelled by its title: content, the last error under it, and its buttons. */
export function ActionDialog({
  title,
  onClose,
  busy,
  actions,
  error,
  open = true,
  maxWidth,
  fullScreen,
  onSubmit,
  actionsSx = { px: 3, pb: 2 },
  children,
}: ActionDialogProps) {
  const titleId = useId();
  const parts = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {children}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={actionsSx}>{actions}</DialogActions>
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
    >
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit}>
          {parts}
        </form>
      ) : (
        parts
      )}
    </Dialog>
  );
}
