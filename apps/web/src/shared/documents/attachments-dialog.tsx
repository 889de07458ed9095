import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { DocumentAttachments, type DocumentAttachmentsProps } from './document-attachments';
import { useDocumentsText } from './use-documents-text';

/** The files of a document shown from a table row (receipts have no page of their own). */
export function AttachmentsDialog({
  title,
  onClose,
  ...props
}: Omit<DocumentAttachmentsProps, 'heading'> & { title: string; onClose: () => void }) {
  const { t } = useDocumentsText();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DocumentAttachments {...props} heading={false} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
