import BlockIcon from '@mui/icons-material/Block';
import PaymentsIcon from '@mui/icons-material/Payments';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type Bill, billAttachmentsApi, billsApi } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CloneButton } from '../../../shared/documents/clone-button';
import { detailFrame } from '../../../shared/documents/detail-frame';
import { DocumentAttachments } from '../../../shared/documents/document-attachments';
import { type Fact, FactsList } from '../../../shared/documents/facts-list';
import { linkFact, RecordLink } from '../../../shared/documents/record-link';
import { SectionCard } from '../../../shared/documents/section-card';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { StatusChip } from '../../../shared/status-chip';
import { PaymentDialog } from '../payments/payment-dialog';
import { supplierInvoiceText, tradePaths } from '../trade-format';
import { useTradeText } from '../use-trade-text';
import { canVoidBill } from './bill-columns';
import { BillLinesTable } from './bill-lines-table';
import { BillPaymentsTable } from './bill-payments-table';
import { useBill } from './bills-api';
import { VoidBillDialog } from './void-bill-dialog';

function factsOf(b: Bill, t: TFunction<'trade'>): Fact[] {
  return [
    linkFact(t('common.supplier'), tradePaths.supplier(b.supplierId), b.supplierName),
    [t('bills.detail.facts.billDate'), formatDate(b.date)],
    [t('bills.detail.facts.due'), formatDate(b.dueDate)],
    [
      t('bills.detail.facts.purchaseOrder'),
      b.purchaseOrderId ? (
        <RecordLink key="o" to={tradePaths.purchaseOrder(b.purchaseOrderId)}>
          {b.purchaseId}
        </RecordLink>
      ) : (
        EMPTY_DISPLAY
      ),
    ],
    [
      t('common.supplierInvoiceColumn'),
      supplierInvoiceText(b.supplierInvoiceNumber, b.supplierInvoiceDate, t),
    ],
    [t('common.total'), formatKes(b.totalAmount)],
    [t('bills.detail.facts.paid'), formatKes(b.paidAmount)],
    [t('bills.detail.facts.outstanding'), formatKes(b.outstanding)],
  ];
}

/** One bill: what it charges, its due date, what has been paid on it. */
export function BillDetailPage() {
  const { id = '' } = useParams();
  const { can } = useSession();
  const { t } = useTradeText();
  const bill = useBill(id);
  const [dialog, setDialog] = useState<'pay' | 'void' | null>(null);
  const close = () => setDialog(null);

  const [b, back, wait] = detailFrame(bill, {
    back: [tradePaths.bills, t('bills.list.title')],
    texts: [t('bills.detail.title'), t('bills.detail.loadFailed'), t('bills.detail.loading')],
  });
  if (!b) return wait;

  return (
    <>
      <PageHeader
        title={b.billId}
        description={t('bills.detail.due', { supplier: b.supplierName, date: formatDate(b.dueDate) })}
        breadcrumb={back}
        actions={
          <>
            {can('trade:create') && b.outstanding > 0 && (
              <Button variant="contained" startIcon={<PaymentsIcon />} onClick={() => setDialog('pay')}>
                {t('bills.detail.recordPayment')}
              </Button>
            )}
            {can('trade:create') && !b.receiptId && (
              <CloneButton
                entry={billsApi.clone}
                id={b.id}
                pathOf={(created) => tradePaths.bill(created.id)}
                label={(created) => String(created.billId)}
              />
            )}
            {can('trade:approve') && canVoidBill(b) && (
              <Button color="error" startIcon={<BlockIcon />} onClick={() => setDialog('void')}>
                {t('common.void')}
              </Button>
            )}
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <SectionCard title={t('common.details')} aside={<StatusChip status={b.status} />}>
          <FactsList facts={factsOf(b, t)} />
        </SectionCard>
        <SectionCard title={t('bills.detail.lines')}>
          <BillLinesTable bill={b} />
        </SectionCard>
        <SectionCard title={t('bills.detail.payments')}>
          <BillPaymentsTable bill={b} />
        </SectionCard>
        <SectionCard title={t('bills.detail.attachments')}>
          <DocumentAttachments
            api={billAttachmentsApi}
            documentId={b.id}
            noun="bill"
            canChange={can('trade:update')}
            heading={false}
          />
        </SectionCard>
      </Box>
      {dialog === 'pay' && <PaymentDialog supplierId={b.supplierId} billId={b.id} onClose={close} />}
      {dialog === 'void' && <VoidBillDialog bill={b} onClose={close} />}
    </>
  );
}
