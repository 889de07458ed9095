import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Attachment } from '@tawi/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { useAttachToPayment } from './payments-api';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

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
  const upload = (file: File | undefined) => {
    if (!file) return;
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
              <Link href={`/api/payments/${paymentId}/attachments/${f.id}`} underline="hover">
                {f.fileName}
              </Link>{' '}
              ({kb(f.size)})
            </li>
          ))}
        </Box>
      )}
      {canAttach && (
        <Button
          component="label"
          variant="text"
          startIcon={<AttachFileIcon />}
          loading={attach.isPending}
          sx={{ mt: 1 }}
        >
          Attach file
          <input
            type="file"
            hidden
            accept="application/pdf,image/png,image/jpeg"
            onChange={(e) => {
              upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
      )}
    </Box>
  );
}
