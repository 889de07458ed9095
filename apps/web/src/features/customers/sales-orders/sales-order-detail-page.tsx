import CancelIcon from '@mui/icons-material/Cancel';
import EditIcon from '@mui/icons-material/Edit';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type SalesOrder, salesOrdersApi } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CloneButton } from '../../../shared/documents/clone-button';
import { DeleteDraftButton } from '../../../shared/documents/delete-draft-button';
import { detailFrame } from '../../../shared/documents/detail-frame';
import { type Fact, FactsList } from '../../../shared/documents/facts-list';
import { linkFact } from '../../../shared/documents/record-link';
import { SectionCard } from '../../../shared/documents/section-card';
import { TotalsList } from '../../../shared/documents/totals-list';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { customerPaths } from '../customers-paths';
import { useSalesText } from '../use-sales-text';
import { CancelSalesOrderDialog } from './cancel-sales-order-dialog';
import { InvoiceOrderDialog } from './invoice-order-dialog';
import { OrderInvoicesTable } from './order-invoices-table';
import { invoicedValue } from './sales-order-columns';
import { SalesOrderDialog } from './sales-order-dialog';
import { SalesOrderLinesTable } from './sales-order-lines-table';
import { SalesOrderStatusChip } from './sales-order-status';
import { salesOrderPaths, useSalesOrder } from './sales-orders-api';

const isOpen = (o: SalesOrder) => o.status === 'Open' || o.status === 'Partially Invoiced';
const nothingInvoiced = (o: SalesOrder) => o.lines.every((l) => l.qtyInvoiced === 0);

function factsOf(o: SalesOrder, t: TFunction<'sales'>): Fact[] {
  return [
    linkFact(t('common.customer'), customerPaths.customer(o.customerId), o.customerName),
    [t('salesOrders.facts.orderDate'), formatDate(o.date)],
    [t('salesOrders.facts.delivery'), formatDate(o.deliveryDate)],
    [t('salesOrders.facts.fromEstimate'), o.estimateNumber ?? EMPTY_DISPLAY],
    [t('salesOrders.facts.orderTotal'), formatKes(o.total)],
    [t('salesOrders.facts.invoicedSoFar'), formatKes(invoicedValue(o))],
    ...(o.status === 'Canceled'
      ? ([
          [t('salesOrders.facts.canceledOn'), formatDate(o.canceledAt)],
          [t('salesOrders.facts.reason'), o.cancelReason ?? EMPTY_DISPLAY],
        ] satisfies Fact[])
      : []),
  ];
}

type Dialog = 'invoice' | 'edit' | 'cancel' | null;

/** One sales order: its lines with what is left to invoice, its invoices, and invoicing, editing, canceling. */
export function SalesOrderDetailPage() {
  const { id = '' } = useParams();
  const { can } = useSession();
  const { t } = useSalesText();
  const order = useSalesOrder(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const [o, back, wait] = detailFrame(order, {
    back: [salesOrderPaths.list, t('salesOrders.list.title')],
    texts: [
      t('salesOrders.detail.title'),
      t('salesOrders.detail.couldNotLoad'),
      t('salesOrders.detail.loading'),
    ],
  });
  if (!o) return wait;
  const mayUpdate = can('customers:update') && isOpen(o);

  return (
    <>
      <PageHeader
        title={o.orderNumber}
        description={t('salesOrders.detail.description', {
          customer: o.customerName,
          date: formatDate(o.date),
        })}
        breadcrumb={back}
        actions={
          <>
            {can('customers:create') && isOpen(o) && (
              <Button
                variant="contained"
                startIcon={<ReceiptLongIcon />}
                onClick={() => setDialog('invoice')}
              >
                {t('salesOrders.detail.createInvoice')}
              </Button>
            )}
            {mayUpdate && nothingInvoiced(o) && (
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
                {t('common.edit')}
              </Button>
            )}
            {can('customers:create') && (
              <CloneButton
                entry={salesOrdersApi.clone}
                id={o.id}
                pathOf={(created) => salesOrderPaths.order(created.id)}
                label={(created) => String(created.orderNumber)}
              />
            )}
            {mayUpdate && (
              <Button color="error" startIcon={<CancelIcon />} onClick={() => setDialog('cancel')}>
                {t('salesOrders.detail.cancelOrder')}
              </Button>
            )}
            {can('customers:delete') && o.status === 'Open' && nothingInvoiced(o) && (
              <DeleteDraftButton
                entry={salesOrdersApi.remove}
                id={o.id}
                number={o.orderNumber}
                listPath={salesOrderPaths.list}
                message={t('salesOrders.detail.deleteMessage')}
              />
            )}
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <SectionCard title={t('common.details')} aside={<SalesOrderStatusChip status={o.status} />}>
          <FactsList facts={factsOf(o, t)} columns={3} />
          {o.notes && <Box sx={{ mt: 2, color: 'text.secondary' }}>{o.notes}</Box>}
        </SectionCard>
        <SectionCard title={t('common.lines')}>
          <SalesOrderLinesTable order={o} />
          <Box sx={{ mt: 2 }}>
            <TotalsList subtotal={o.subtotal} taxTotal={o.taxTotal} total={o.total} />
          </Box>
        </SectionCard>
        <SectionCard title={t('salesOrders.detail.invoices')}>
          <OrderInvoicesTable order={o} />
        </SectionCard>
      </Box>
      {dialog === 'invoice' && <InvoiceOrderDialog order={o} onClose={close} />}
      {dialog === 'edit' && <SalesOrderDialog order={o} onClose={close} />}
      {dialog === 'cancel' && <CancelSalesOrderDialog order={o} onClose={close} />}
    </>
  );
}
