import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Invoice, InvoicePayment } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { PAYMENT_METHOD_LABELS } from '../../../shared/documents/payment-labels';
import { COMPACT_CELLS } from '../../../shared/documents/table-styles';
import { ErrorState } from '../../../shared/error-state';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { column, figureColumn, SimpleTable } from '../../../shared/simple-table';
import { useInvoicePayments } from '../invoices/invoices-api';
import { useCustomersText } from '../use-customers-text';
import { ReceiptStatusChip } from './receipt-status';

const howOf = (p: InvoicePayment, t: TFunction<'customers'>) =>
  p.method ? PAYMENT_METHOD_LABELS[p.method] : t('payments.creditNote');

const STRUCK = { textDecoration: 'line-through', color: 'text.secondary' } as const;

/** A receipt's or credit note's number; a voided receipt says so. */
function DocumentNumber({ payment: p }: { payment: InvoicePayment }) {
  return (
    <>
      {p.number}
      {p.voided && (
        <Box component="span" sx={{ ml: 1 }}>
          <ReceiptStatusChip status="Voided" />
        </Box>
      )}
    </>
  );
}

/** The receipts and credit notes that settled part of this invoice; a voided receipt no longer counts. */
export function InvoicePaymentsTable({ invoice }: { invoice: Invoice }) {
  const { t } = useCustomersText();
  const payments = useInvoicePayments(invoice.id);
  if (payments.error)
    return (
      <ErrorState error={payments.error} title={t('payments.loadError')} onRetry={() => payments.refetch()} />
    );
  if (!payments.data) return <Skeleton variant="rounded" height={80} aria-label={t('payments.loading')} />;
  return (
    <SimpleTable<InvoicePayment>
      label={t('payments.tableLabel', { number: invoice.invoiceNumber })}
      sx={COMPACT_CELLS}
      rows={payments.data.items}
      rowKey={(p) => `${p.kind}-${p.documentId}-${p.date}`}
      empty={t('payments.none')}
      columns={[
        column(t('payments.document'), (p) => <DocumentNumber payment={p} />),
        column(t('common.date'), (p) => formatDate(p.date), { num: true }),
        column(t('payments.how'), (p) => howOf(p, t), { hide: 'wide' }),
        column(t('common.reference'), (p) => p.reference ?? EMPTY_DISPLAY, { hide: 'wide' }),
        figureColumn(t('common.amount'), (p) => formatKes(p.amount), { cellSx: (p) => p.voided && STRUCK }),
      ]}
    />
  );
}
