import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Invoice, invoiceSharingApi } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { type FocusEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { useIdMutation } from '../../../shared/api/record-mutations';
import { formatDate, formatDayOf, formatKes } from '../../../shared/format';
import { useSalesText } from '../use-sales-text';

/** The WhatsApp message: the invoice in one line and the link (wa.me lets the user pick the chat). */
export function whatsAppUrl(
  t: TFunction<'sales'>,
  invoice: Pick<Invoice, 'invoiceNumber' | 'outstanding' | 'dueDate'>,
  url: string,
) {
  const text = t('invoices.share.whatsAppText', {
    number: invoice.invoiceNumber,
    amount: formatKes(invoice.outstanding),
    due: formatDate(invoice.dueDate),
    url,
  });
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** "Share": makes a signed link to the invoice's public page, to send by WhatsApp or copy. */
export function ShareInvoiceButton({ invoice }: { invoice: Invoice }) {
  const { t } = useSalesText();
  const share = useIdMutation(invoiceSharingApi.share);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const start = () => {
    setOpen(true);
    share.mutate(invoice.id, { onError: (err) => toast.error(errorMessage(err)) });
  };
  const link = share.data;
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link.url).then(
      () => toast.success(t('invoices.share.copied')),
      () => toast.error(t('invoices.share.copyFailed')),
    );
  };
  return (
    <>
      <Button startIcon={<ShareIcon />} onClick={start}>
        {t('invoices.share.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        fullScreen={phone}
      >
        <DialogTitle id={titleId}>{t('invoices.share.title', { number: invoice.invoiceNumber })}</DialogTitle>
        <DialogContent>
          {share.isError ? (
            <Typography color="error">{errorMessage(share.error)}</Typography>
          ) : !link ? (
            <Typography color="text.secondary">{t('invoices.share.making')}</Typography>
          ) : (
            <>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('invoices.share.whoSees', { date: formatDayOf(link.expiresAt) })}
              </Typography>
              <TextField
                label={t('invoices.share.link')}
                value={link.url}
                fullWidth
                slotProps={{
                  htmlInput: {
                    readOnly: true,
                    onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select(),
                  },
                }}
              />
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setOpen(false)}>{t('invoices.share.close')}</Button>
          <Button startIcon={<ContentCopyIcon />} disabled={!link} onClick={() => void copy()}>
            {t('invoices.share.copy')}
          </Button>
          <Button
            variant="contained"
            startIcon={<WhatsAppIcon />}
            disabled={!link}
            href={link ? whatsAppUrl(t, invoice, link.url) : ''}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('invoices.share.whatsApp')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
