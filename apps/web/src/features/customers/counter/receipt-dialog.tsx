import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type CounterSale, invoicesApi } from '@tawi/contracts';
import { useState } from 'react';
import { apiUrl } from '../../../shared/api/call-api';
import { PdfDownloadButton } from '../../../shared/documents/pdf-download-button';
import { formatKes } from '../../../shared/format';
import { useSession } from '../../../shared/session/session-context';
import { useSalesText } from '../use-sales-text';
import { CounterReceipt, printReceipt, type ReceiptPaper } from './counter-receipt';

export interface ReceiptDialogProps {
  sale: CounterSale | null;
  onNewSale: () => void;
}

/** The sale just charged: its till receipt (80 or 58 mm roll) to print, the A4 invoice PDF, a new sale. */
export function ReceiptDialog({ sale, onNewSale }: ReceiptDialogProps) {
  const { t } = useSalesText();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [paper, setPaper] = useState<ReceiptPaper>('80mm');
  const { me, activeBranch } = useSession();
  if (!sale) return null;
  return (
    <Dialog open onClose={onNewSale} fullScreen={fullScreen} aria-labelledby="counter-receipt-title">
      <DialogTitle id="counter-receipt-title">
        {sale.change > 0
          ? t('counter.receiptDialog.paidWithChange', {
              number: sale.invoice.invoiceNumber,
              change: formatKes(sale.change),
            })
          : t('counter.receiptDialog.paid', { number: sale.invoice.invoiceNumber })}
      </DialogTitle>
      <DialogContent>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={paper}
          aria-label={t('counter.receiptDialog.paper')}
          onChange={(_, p: ReceiptPaper | null) => p && setPaper(p)}
          sx={{ mb: 2 }}
        >
          <ToggleButton value="80mm">80 mm</ToggleButton>
          <ToggleButton value="58mm">58 mm</ToggleButton>
        </ToggleButtonGroup>
        <CounterReceipt
          sale={sale}
          company={me.company}
          branchName={activeBranch?.name ?? ''}
          paper={paper}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <PdfDownloadButton
          href={apiUrl(invoicesApi.pdf, { params: { id: sale.invoice.id } })}
          label={t('counter.receiptDialog.invoicePdf')}
        />
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => printReceipt(paper)}>
          {t('counter.receiptDialog.print')}
        </Button>
        <Button variant="contained" onClick={onNewSale} autoFocus>
          {t('counter.receiptDialog.newSale')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
