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

export interface DocumentAttachmentsProps {
  /** The document kind's routes (invoiceAttachmentsApi, billAttachmentsApi, ...). */
  api: DocumentAttachmentRoutes<string>;
  documentId: string;
  /** What the document is called in sentences: "invoice", "payment". */
  noun: string;
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
  const params = { id: documentId };
  const files = useApiQuery(api.list, { params });
  const attach = useApiMutation(api.attach, {
    input: (file: File) => ({ params, body: attachmentForm(file, file.name) }),
  });
  const remove = useApiMutation(api.remove, {
    input: (attachmentId: string) => ({ params: { id: documentId, attachmentId } }),
  });
  const confirmRemove = useConfirmAction<Attachment>(remove, {
    successMessage: (f) => `${f.fileName} removed`,
  });
  const upload = (file: File) => {
    const problem = attachmentProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    attach.mutate(file, {
      onSuccess: (saved) => toast.success(`${saved.fileName} attached`),
      onError: (err) => toast.error(errorMessage(err)),
    });
  };
  const items = files.data?.items ?? [];
  return (
    <Box component="section" aria-label="Attachments" sx={{ mt: heading ? 3 : 0 }}>
      {heading && (
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Attachments
        </Typography>
      )}
      {files.isError ? (
        <Typography color="error">{errorMessage(files.error)}</Typography>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">
          {files.isPending ? 'Loading files…' : `No files kept with this ${noun}.`}
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
                  aria-label={`Remove ${f.fileName}`}
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
          Attach file
        </FilePickButton>
      )}
      <ConfirmDialog
        {...confirmRemove.dialogProps}
        title="Remove this file?"
        message={`${confirmRemove.target?.fileName ?? 'The file'} will no longer be kept with this ${noun}.`}
        confirmLabel="Remove"
        destructive
      />
    </Box>
  );
}
