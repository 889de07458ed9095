import BlockIcon from '@mui/icons-material/Block';
import PaymentsIcon from '@mui/icons-material/Payments';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type Invoice, invoiceAttachmentsApi, invoicesApi } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { CloneButton } from '../../../shared/documents/clone-button';
import { DeleteDraftButton } from '../../../shared/documents/delete-draft-button';
import { detailFrame } from '../../../shared/documents/detail-frame';
import { DocumentAttachments } from '../../../shared/documents/document-attachments';
import { type Fact, FactsList } from '../../../shared/documents/facts-list';
import { paymentTermText } from '../../../shared/documents/payment-labels';
import { linkFact } from '../../../shared/documents/record-link';
import { SectionCard } from '../../../shared/documents/section-card';
import { useDocumentsText } from '../../../shared/documents/use-documents-text';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { StatusChip } from '../../../shared/status-chip';
import { CustomerDocumentButtons } from '../customer-document-out';
import { customerPaths } from '../customers-paths';
import { EtimsChip, EtimsFacts } from '../etims-facts';
import { InvoicePaymentsTable } from '../receipts/invoice-payments-table';
import { ReceiptDialog } from '../receipts/receipt-dialog';
import { RecurringInvoicesCard } from '../recurring-invoices/recurring-invoices-card';
import { useSalesText } from '../use-sales-text';
import { InvoiceLinesTable, TaxCategoryTable } from './invoice-lines-table';
import { InvoiceRemindersTable, SendReminderButton } from './invoice-reminders';
import { useInvoice, useIssueInvoice, useResendInvoiceEtims } from './invoices-api';
import { ShareInvoiceButton } from './share-invoice-button';
import { VoidInvoiceDialog } from './void-invoice-dialog';

function factsOf(i: Invoice, t: TFunction<'sales'>, d: TFunction<'documents'>): Fact[] {
  return [
    linkFact(t('common.customer'), customerPaths.customer(i.customerId), i.customerName),
    [t('invoices.facts.invoiceDate'), formatDate(i.date)],
    [t('invoices.facts.due'), formatDate(i.dueDate)],
    [t('invoices.facts.paymentTerms'), paymentTermText(d, i.paymentTerms)],
    [t('invoices.facts.buyerKraPin'), i.buyerKraPin ?? EMPTY_DISPLAY],
    [t('common.total'), formatKes(i.total)],
    [t('invoices.facts.paid'), formatKes(i.amountPaid)],
    [t('invoices.facts.credited'), formatKes(i.amountCredited)],
    [t('invoices.facts.outstanding'), formatKes(i.outstanding)],
  ];
}

type Dialog = 'issue' | 'void' | 'receipt' | null;

/** One invoice: its lines and tax, what has been paid, and Issue, Void, PDF, Email. */
export function InvoiceDetailPage() {
  const { id = '' } = useParams();
  const { can } = useSession();
  const { t } = useSalesText();
  const { t: d } = useDocumentsText();
  const invoice = useInvoice(id);
  const issue = useIssueInvoice();
  const resend = useResendInvoiceEtims();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => {
    setDialog(null);
    issue.reset();
  };

  const [i, back, wait] = detailFrame(invoice, {
    back: [customerPaths.invoices, t('invoices.list.title')],
    texts: [t('invoices.detail.title'), t('invoices.detail.couldNotLoad'), t('invoices.detail.loading')],
  });
  if (!i) return wait;
  const draft = i.status === 'Draft';

  const confirm = () =>
    issue.mutate(i.id, {
      onSuccess: (saved) => {
        toast.success(t('invoices.detail.issued', { number: saved.invoiceNumber }));
        close();
      },
    });

  return (
    <>
      <PageHeader
        title={i.invoiceNumber}
        description={t('invoices.detail.description', {
          customer: i.customerName,
          due: formatDate(i.dueDate),
        })}
        breadcrumb={back}
        actions={
          <>
            {draft && can('customers:approve') && (
              <Button variant="contained" startIcon={<SendIcon />} onClick={() => setDialog('issue')}>
                {t('invoices.detail.issue')}
              </Button>
            )}
            {!draft && i.outstanding > 0 && i.status !== 'Void' && can('customers:create') && (
              <Button variant="contained" startIcon={<PaymentsIcon />} onClick={() => setDialog('receipt')}>
                {t('invoices.detail.recordReceipt')}
              </Button>
            )}
            {i.status === 'Overdue' && can('customers:update') && <SendReminderButton invoice={i} />}
            {!draft && i.status !== 'Void' && can('customers:update') && <ShareInvoiceButton invoice={i} />}
            <CustomerDocumentButtons
              kind="invoices"
              id={i.id}
              number={i.invoiceNumber}
              customerId={i.customerId}
            />
            {can('customers:create') && (
              <CloneButton
                entry={invoicesApi.clone}
                id={i.id}
                pathOf={(created) => customerPaths.invoice(created.id)}
                label={(created) => String(created.invoiceNumber)}
              />
            )}
            {!draft && i.status !== 'Void' && can('customers:approve') && (
              <Button color="error" startIcon={<BlockIcon />} onClick={() => setDialog('void')}>
                {t('invoices.detail.void')}
              </Button>
            )}
            {draft && can('customers:delete') && (
              <DeleteDraftButton
                entry={invoicesApi.remove}
                id={i.id}
                number={i.invoiceNumber}
                listPath={customerPaths.invoices}
              />
            )}
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <SectionCard title={t('common.details')} aside={<StatusChip status={i.status} />}>
          <FactsList facts={factsOf(i, t, d)} columns={3} />
        </SectionCard>
        <SectionCard title={t('common.lines')}>
          <InvoiceLinesTable invoice={i} />
        </SectionCard>
        <SectionCard title={t('common.tax')}>
          <TaxCategoryTable invoice={i} />
        </SectionCard>
        {i.etims.status !== 'not-required' && (
          <SectionCard title={t('invoices.detail.etims')} aside={<EtimsChip etims={i.etims} />}>
            <EtimsFacts
              etims={i.etims}
              resending={resend.isPending}
              onResend={
                can('customers:update')
                  ? () =>
                      resend.mutate(i.id, {
                        onSuccess: () =>
                          toast.success(t('invoices.detail.queuedForKra', { number: i.invoiceNumber })),
                        onError: (err) => toast.error(err.message),
                      })
                  : undefined
              }
            />
          </SectionCard>
        )}
        {!draft && (
          <SectionCard title={t('invoices.detail.payments')}>
            <InvoicePaymentsTable invoice={i} />
          </SectionCard>
        )}
        {!draft && (
          <SectionCard title={t('invoices.detail.reminders')}>
            <InvoiceRemindersTable invoice={i} />
          </SectionCard>
        )}
        {!draft && <RecurringInvoicesCard invoice={i} />}
        <SectionCard title={t('invoices.detail.attachments')}>
          <DocumentAttachments
            api={invoiceAttachmentsApi}
            documentId={i.id}
            noun="invoice"
            canChange={can('customers:update')}
            heading={false}
          />
        </SectionCard>
      </Box>
      {dialog === 'receipt' && <ReceiptDialog customerId={i.customerId} invoiceId={i.id} onClose={close} />}
      {dialog === 'void' && <VoidInvoiceDialog invoice={i} onClose={close} />}
      <ConfirmDialog
        open={dialog === 'issue'}
        title={t('invoices.detail.issueTitle', { number: i.invoiceNumber })}
        message={t('invoices.detail.issueMessage', { total: formatKes(i.total), customer: i.customerName })}
        confirmLabel={t('invoices.detail.issueConfirm')}
        pending={issue.isPending}
        error={issue.error ?? undefined}
        onClose={close}
        onConfirm={confirm}
      />
    </>
  );
}
