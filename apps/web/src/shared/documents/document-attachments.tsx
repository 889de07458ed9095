import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type Attachment, attachmentForm, type DocumentAttachmentRoutes } from '@tawi/contracts';
import toast from 'react-hot-toast';
import { errorMessage } from '../api/api-error';
import { useApiMutation, useApiQuery } from '../api/api-hooks';
import { apiUrl } from '../api/call-api';
import { attachmentProblem, formatFileSize } from '../attachment-file';
import { ConfirmDialog } from '../confirm-dialog';
import { FilePickButton } from '../file-pick-button';
import { useConfirmAction } from '../use-confirm-action';
import { useDocumentsText } from './use-documents-text';

/** The kinds of document that keep files: each has its own sentences ("this invoice", "this payment"). */
export type AttachmentNoun = 'invoice' | 'receipt' | 'bill' | 'payment';

export interface DocumentAttachmentsProps {
  /** The document kind's routes (invoiceAttachmentsApi, billAttachmentsApi, ...). */
  api: DocumentAttachmentRoutes<string>;
  documentId: string;
  /** What the document is: its sentences say "this invoice", "this payment". */
  noun: AttachmentNoun;
  /** The user may attach and remove files (the document's update permission). */
  canChange: boolean;
  /** Its own "Attachments" heading (false inside a card or dialog titled so). */
  heading?: boolean;
}

/**
 * The files kept with a document (a signed delivery note, a proof of payment, a supplier's scan):
 * listed with their size, each a download link; attach (PDF, PNG, JPEG or WebP of at most 10 MB) and
 * remove when the user may change the document.
 */
export function DocumentAttachments({
  api,
  documentId,
  noun,
  canChange,
  heading = true,
}: DocumentAttachmentsProps) {
  const { t } = useDocumentsText();
  const params = { id: documentId };
  const files = useApiQuery(api.list, { params });
  const attach = useApiMutation(api.attach, {
    input: (file: File) => ({ params, body: attachmentForm(file, file.name) }),
  });
  const remove = useApiMutation(api.remove, {
    input: (attachmentId: string) => ({ params: { id: documentId, attachmentId } }),
  });
  const confirmRemove = useConfirmAction<Attachment>(remove, {
    successMessage: (f) => t('attachments.removed', { name: f.fileName }),
  });
  const upload = (file: File) => {
    const problem = attachmentProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    attach.mutate(file, {
      onSuccess: (saved) => toast.success(t('attachments.attached', { name: saved.fileName })),
      onError: (err) => toast.error(errorMessage(err)),
    });
  };
  const items = files.data?.items ?? [];
  return (
    <Box component="section" aria-label={t('attachments.title')} sx={{ mt: heading ? 3 : 0 }}>
      {heading && (
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('attachments.title')}
        </Typography>
      )}
      {files.isError ? (
        <Typography color="error">{errorMessage(files.error)}</Typography>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">
          {files.isPending ? t('attachments.loading') : t(`attachments.none.${noun}`)}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {items.map((f) => (
            <li key={f.id}>
              <Link
                href={apiUrl(api.download, { params: { id: documentId, attachmentId: f.id } })}
                underline="hover"
              >
                {f.fileName}
              </Link>{' '}
              ({formatFileSize(f.size)})
              {canChange && (
                <IconButton
                  size="small"
                  aria-label={t('attachments.removeNamed', { name: f.fileName })}
                  onClick={() => confirmRemove.request(f)}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              )}
            </li>
          ))}
        </Box>
      )}
      {canChange && (
        <FilePickButton onPick={upload} loading={attach.isPending} sx={{ mt: 1 }}>
          {t('attachments.attach')}
        </FilePickButton>
      )}
      <ConfirmDialog
        {...confirmRemove.dialogProps}
        title={t('attachments.removeTitle')}
        message={t(`attachments.removeMessage.${noun}`, {
          name: confirmRemove.target?.fileName ?? t('attachments.theFile'),
        })}
        confirmLabel={t('attachments.remove')}
        destructive
      />
    </Box>
  );
}
