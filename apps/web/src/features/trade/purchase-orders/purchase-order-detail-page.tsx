import CancelIcon from '@mui/icons-material/Cancel';
import EditIcon from '@mui/icons-material/Edit';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type PurchaseOrder, purchaseOrdersApi } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { CloneButton } from '../../../shared/documents/clone-button';
import { detailFrame } from '../../../shared/documents/detail-frame';
import { type Fact, FactsList } from '../../../shared/documents/facts-list';
import { linkFact } from '../../../shared/documents/record-link';
import { SectionCard } from '../../../shared/documents/section-card';
import { TotalsList } from '../../../shared/documents/totals-list';
import { formatDate, formatDateTime, formatKes } from '../../../shared/format';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { StatusChip } from '../../../shared/status-chip';
import { tradePaths } from '../trade-format';
import { useTradeText } from '../use-trade-text';
import { OrderItemsTable } from './order-items-table';
import { PurchaseOrderDialog } from './purchase-order-dialog';
import { PurchaseOrderEmailButton } from './purchase-order-email';
import { purchaseOrderPdfUrl, useCancelPurchaseOrder, usePurchaseOrder } from './purchase-orders-api';
import { ReceiptsTable } from './receipts-table';
import { ReceiveDialog } from './receive-dialog';

const canReceive = (o: PurchaseOrder) => o.status === 'Pending' || o.status === 'Partially Received';
const canCancel = (o: PurchaseOrder) => o.status === 'Pending' && o.totalReceived === 0;

function factsOf(o: PurchaseOrder, t: TFunction<'trade'>): Fact[] {
  return [
    linkFact(t('common.supplier'), tradePaths.supplier(o.supplierId), o.supplierName),
    [t('orders.detail.facts.orderDate'), formatDate(o.date)],
    [t('orders.detail.facts.expected'), formatDate(o.expectedDate)],
    [t('orders.detail.facts.orderTotal'), formatKes(o.total)],
    [t('orders.detail.facts.receivedValue'), formatKes(o.totalReceived)],
    [t('orders.detail.facts.lastReceived'), formatDateTime(o.lastReceivedAt)],
  ];
}

/** One purchase order: its lines with what is still to come, receiving goods, and its receipts. */
export function PurchaseOrderDetailPage() {
  const { id = '' } = useParams();
  const { can } = useSession();
  const { t } = useTradeText();
  const order = usePurchaseOrder(id);
  const cancel = useCancelPurchaseOrder();
  const [dialog, setDialog] = useState<'receive' | 'cancel' | 'edit' | null>(null);
  const close = () => {
    setDialog(null);
    cancel.reset();
  };

  const [o, back, wait] = detailFrame(order, {
    back: [tradePaths.purchaseOrders, t('orders.list.title')],
    texts: [t('orders.detail.title'), t('orders.detail.loadFailed'), t('orders.detail.loading')],
  });
  if (!o) return wait;

  const confirmCancel = () =>
    cancel.mutate(o.id, {
      onSuccess: () => {
        toast.success(t('orders.detail.canceled', { number: o.purchaseId }));
        close();
      },
    });
  const mayUpdate = can('trade:update');

  return (
    <>
      <PageHeader
        title={o.purchaseId}
        description={t('orders.detail.ordered', { supplier: o.supplierName, date: formatDate(o.date) })}
        breadcrumb={back}
        actions={
          <>
            {mayUpdate && canReceive(o) && (
              <Button
                variant="contained"
                startIcon={<MoveToInboxIcon />}
                onClick={() => setDialog('receive')}
              >
                {t('orders.detail.receive')}
              </Button>
            )}
            <Button
              variant="outlined"
              startIcon={<PictureAsPdfIcon />}
              href={purchaseOrderPdfUrl(o.id)}
              download
            >
              {t('orders.detail.pdf')}
            </Button>
            {mayUpdate && <PurchaseOrderEmailButton id={o.id} purchaseId={o.purchaseId} />}
            {mayUpdate && o.status === 'Pending' && (
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
                {t('common.edit')}
              </Button>
            )}
            {can('trade:create') && (
              <CloneButton
                entry={purchaseOrdersApi.clone}
                id={o.id}
                pathOf={(created) => tradePaths.purchaseOrder(created.id)}
                label={(created) => String(created.purchaseId)}
              />
            )}
            {mayUpdate && canCancel(o) && (
              <Button color="error" startIcon={<CancelIcon />} onClick={() => setDialog('cancel')}>
                {t('orders.detail.cancel')}
              </Button>
            )}
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <SectionCard title={t('common.details')} aside={<StatusChip status={o.status} />}>
          <FactsList facts={factsOf(o, t)} columns={3} />
          {o.notes && <Box sx={{ mt: 2, color: 'text.secondary' }}>{o.notes}</Box>}
        </SectionCard>
        <SectionCard title={t('orders.detail.items')}>
          <OrderItemsTable order={o} />
          <Box sx={{ mt: 2 }}>
            <TotalsList subtotal={o.subtotal} taxTotal={o.taxTotal} total={o.total} />
          </Box>
        </SectionCard>
        <SectionCard title={t('orders.detail.receipts')}>
          <ReceiptsTable orderId={o.id} label={t('orders.detail.receiptsLabel', { number: o.purchaseId })} />
        </SectionCard>
      </Box>
      {dialog === 'receive' && <ReceiveDialog order={o} onClose={close} />}
      {dialog === 'edit' && <PurchaseOrderDialog order={o} onClose={close} />}
      <ConfirmDialog
        open={dialog === 'cancel'}
        title={t('orders.detail.cancelTitle', { number: o.purchaseId })}
        message={t('orders.detail.cancelMessage')}
        confirmLabel={t('orders.detail.cancel')}
        pending={cancel.isPending}
        error={cancel.error ?? undefined}
        onClose={close}
        onConfirm={confirmCancel}
      />
    </>
  );
}
