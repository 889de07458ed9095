import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Attachment } from '@tawi/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { formatFileSize } from '../../../shared/attachment-file';
import { FilePickButton } from '../../../shared/file-pick-button';
import { paymentAttachmentUrl, useAttachToPayment } from './payments-api';

/** The files kept with a payment (receipts, proofs of transfer), with downloads and an attach button. */
export function PaymentAttachments({
  paymentId,
  initial,
  canAttach,
}: {
  paymentId: string;
  initial: Attachment[];
  canAttach: boolean;
}) {
  const [files, setFiles] = useState(initial);
  const attach = useAttachToPayment(paymentId);
  const upload = (file: File) => {
    attach.mutate(file, {
      onSuccess: (saved) => {
        setFiles((list) => [...list, saved]);
        toast.success(`${saved.fileName} attached`);
      },
      onError: (err) => toast.error(errorMessage(err)),
    });
  };
  return (
    <Box component="section" aria-label="Attachments" sx={{ mt: 3 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Attachments
      </Typography>
      {files.length === 0 ? (
        <Typography color="text.secondary">No files kept with this payment.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {files.map((f) => (
            <li key={f.id}>
              <Link href={paymentAttachmentUrl(paymentId, f.id)} underline="hover">
                {f.fileName}
              </Link>{' '}
              ({formatFileSize(f.size)})
            </li>
          ))}
        </Box>
      )}
      {canAttach && (
        <FilePickButton onPick={upload} loading={attach.isPending} sx={{ mt: 1 }}>
          Attach file
        </FilePickButton>
      )}
    </Box>
  );
}
