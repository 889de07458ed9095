import BlockIcon from '@mui/icons-material/Block';
import PaymentsIcon from '@mui/icons-material/Payments';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { type Invoice, invoiceAttachmentsApi, invoicesApi } from '@tawi/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link as RouterLink, useParams } from 'react-router';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { BackLink } from '../../../shared/documents/back-link';
import { CloneButton } from '../../../shared/documents/clone-button';
import { DeleteDraftButton } from '../../../shared/documents/delete-draft-button';
import { DetailLoading } from '../../../shared/documents/detail-loading';
import { DocumentAttachments } from '../../../shared/documents/document-attachments';
import { type Fact, FactsList } from '../../../shared/documents/facts-list';
import { paymentTermLabel } from '../../../shared/documents/payment-labels';
import { SectionCard } from '../../../shared/documents/section-card';
import { ErrorState } from '../../../shared/error-state';
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
import { InvoiceLinesTable, TaxCategoryTable } from './invoice-lines-table';
import { InvoiceRemindersTable, SendReminderButton } from './invoice-reminders';
import { useInvoice, useIssueInvoice, useResendInvoiceEtims } from './invoices-api';
import { ShareInvoiceButton } from './share-invoice-button';
import { VoidInvoiceDialog } from './void-invoice-dialog';

const back = <BackLink to={customerPaths.invoices} label="Invoices" />;

function factsOf(i: Invoice): Fact[] {
  return [
    [
      'Customer',
      <Link key="c" component={RouterLink} to={customerPaths.customer(i.customerId)} underline="hover">
        {i.customerName}
      </Link>,
    ],
    ['Invoice date', formatDate(i.date)],
    ['Due', formatDate(i.dueDate)],
    ['Payment terms', paymentTermLabel(i.paymentTerms)],
    ['Buyer KRA PIN', i.buyerKraPin ?? EMPTY_DISPLAY],
    ['Total', formatKes(i.total)],
    ['Paid', formatKes(i.amountPaid)],
    ['Credited', formatKes(i.amountCredited)],
    ['Outstanding', formatKes(i.outstanding)],
  ];
}

type Dialog = 'issue' | 'void' | 'receipt' | null;

/** One invoice: its lines and tax, what has been paid, and Issue, Void, PDF, Email. */
export function InvoiceDetailPage() {
  const { id = '' } = useParams();
  const { can } = useSession();
  const invoice = useInvoice(id);
  const issue = useIssueInvoice();
  const resend = useResendInvoiceEtims();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => {
    setDialog(null);
    issue.reset();
  };

  if (invoice.error)
    return (
      <>
        <PageHeader title="Invoice" breadcrumb={back} />
        <ErrorState
          error={invoice.error}
          title="Could not load this invoice"
          onRetry={() => void invoice.refetch()}
        />
      </>
    );
  const i = invoice.data;
  if (!i) return <DetailLoading label="Loading the invoice" />;
  const draft = i.status === 'Draft';

  const confirm = () =>
    issue.mutate(i.id, {
      onSuccess: (saved) => {
        toast.success(`${saved.invoiceNumber} issued`);
        close();
      },
    });

  return (
    <>
      <PageHeader
        title={i.invoiceNumber}
        description={`${i.customerName} · due ${formatDate(i.dueDate)}`}
        breadcrumb={back}
        actions={
          <>
            {draft && can('customers:approve') && (
              <Button variant="contained" startIcon={<SendIcon />} onClick={() => setDialog('issue')}>
                Issue
              </Button>
            )}
            {!draft && i.outstanding > 0 && i.status !== 'Void' && can('customers:create') && (
              <Button variant="contained" startIcon={<PaymentsIcon />} onClick={() => setDialog('receipt')}>
                Record receipt
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
                Void
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
        <SectionCard title="Details" aside={<StatusChip status={i.status} />}>
          <FactsList facts={factsOf(i)} columns={3} />
        </SectionCard>
        <SectionCard title="Lines">
          <InvoiceLinesTable invoice={i} />
        </SectionCard>
        <SectionCard title="Tax">
          <TaxCategoryTable invoice={i} />
        </SectionCard>
        {i.etims.status !== 'not-required' && (
          <SectionCard title="KRA eTIMS" aside={<EtimsChip etims={i.etims} />}>
            <EtimsFacts
              etims={i.etims}
              resending={resend.isPending}
              onResend={
                can('customers:update')
                  ? () =>
                      resend.mutate(i.id, {
                        onSuccess: () => toast.success(`${i.invoiceNumber} queued for KRA`),
                        onError: (err) => toast.error(err.message),
                      })
                  : undefined
              }
            />
          </SectionCard>
        )}
        {!draft && (
          <SectionCard title="Payments">
            <InvoicePaymentsTable invoice={i} />
          </SectionCard>
        )}
        {!draft && (
          <SectionCard title="Payment reminders">
            <InvoiceRemindersTable invoice={i} />
          </SectionCard>
        )}
        {!draft && <RecurringInvoicesCard invoice={i} />}
        <SectionCard title="Attachments">
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
        title={`Issue ${i.invoiceNumber}?`}
        message={`It posts ${formatKes(i.total)} to what ${i.customerName} owes and moves the stock out. An issued invoice can no longer be edited.`}
        confirmLabel="Issue invoice"
        pending={issue.isPending}
        error={issue.error ?? undefined}
        onClose={close}
        onConfirm={confirm}
      />
    </>
  );
}
