import BlockIcon from '@mui/icons-material/Block';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { paymentAttachmentsApi, type SupplierPayment } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { DocumentAttachments } from '../../../shared/documents/document-attachments';
import { type Fact, FactsList } from '../../../shared/documents/facts-list';
import { PAYMENT_METHOD_LABELS } from '../../../shared/documents/payment-labels';
import { linkFact, RecordLink } from '../../../shared/documents/record-link';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { useSession } from '../../../shared/session/session-context';
import { tradePaths } from '../trade-format';
import { useTradeText } from '../use-trade-text';
import type { PaymentAction } from './payment-columns';
import { PaymentStatusChip } from './payment-status-chip';

export interface PaymentViewProps {
  payment: SupplierPayment;
  actions: PaymentAction[];
  onAction: (action: PaymentAction) => void;
  onClose: () => void;
}

function factsOf(p: SupplierPayment, t: TFunction<'trade'>): Fact[] {
  const refunded = { amount: formatKes(p.refundAmount), date: formatDate(p.refundDate) };
  const voided = { date: formatDate(p.voidDate), reason: p.voidReason ?? '' };
  return [
    linkFact(t('common.supplier'), tradePaths.supplier(p.supplierId), p.supplierName),
    [t('common.date'), formatDate(p.paymentDate)],
    [t('common.amount'), formatKes(p.amount)],
    [t('payments.fields.method'), PAYMENT_METHOD_LABELS[p.paymentMethod]],
    [t('payments.fields.reference'), p.paymentReference ?? EMPTY_DISPLAY],
    [t('payments.fields.paidFrom'), p.bankAccountName],
    ...(p.refundDate
      ? ([[t('payments.view.refunded'), t('payments.view.refundedOn', refunded)]] as Fact[])
      : []),
    ...(p.voidDate ? ([[t('payments.view.voided'), t('payments.view.voidedOn', voided)]] as Fact[]) : []),
  ];
}

/** A payment, the bills it settled, and what may still be done with it. */
export function PaymentView({ payment: p, actions, onAction, onClose }: PaymentViewProps) {
  const titleId = useId();
  const { can } = useSession();
  const { t } = useTradeText();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {p.paymentNo}
        <PaymentStatusChip status={p.status} />
      </DialogTitle>
      <DialogContent>
        <FactsList facts={factsOf(p, t)} columns={3} />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
          {t('payments.view.billsPaid')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {p.bills.map((b) => (
            <li key={b.billId}>
              <RecordLink to={tradePaths.bill(b.billId)}>{b.billNumber}</RecordLink>: {formatKes(b.amount)}
            </li>
          ))}
        </Box>
        {p.notes && <Typography sx={{ mt: 2 }}>{p.notes}</Typography>}
        <DocumentAttachments
          api={paymentAttachmentsApi}
          documentId={p.id}
          noun="payment"
          canChange={can('trade:update')}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('payments.view.close')}</Button>
        {actions.includes('refund') && (
          <Button variant="outlined" startIcon={<UndoIcon />} onClick={() => onAction('refund')}>
            {t('payments.view.refund')}
          </Button>
        )}
        {actions.includes('void') && (
          <Button variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => onAction('void')}>
            {t('common.void')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
