import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import EditIcon from '@mui/icons-material/Edit';
import PaymentsIcon from '@mui/icons-material/Payments';
import SavingsIcon from '@mui/icons-material/Savings';
import Button from '@mui/material/Button';
import type { CustomerOption } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { ContactDetailsTabs } from '../../shared/documents/contact-details-tabs';
import { detailFrame } from '../../shared/documents/detail-frame';
import type { Fact } from '../../shared/documents/facts-list';
import { paymentTermLabel } from '../../shared/documents/payment-labels';
import { EMPTY_DISPLAY, formatKes } from '../../shared/format';
import { PageHeader } from '../../shared/page-header';
import { useSession } from '../../shared/session/session-context';
import { CustomerTierChip } from './customer-tier-chip';
import { useCustomer, useDeleteCustomer } from './customers-api';
import { customerPaths } from './customers-paths';
import { InvoicesTable } from './invoices/invoices-table';
import { owesText } from './owes-text';
import { useCustomersText } from './use-customers-text';

type CustomersText = TFunction<'customers'>;

// The dialogs load when opened: the page's first visit stays within its JavaScript budget.
const CustomerDialog = lazyPage(() => import('./customer-dialog').then((m) => m.CustomerDialog));
const CustomerCreditDialog = lazyPage(() =>
  import('./customer-credit-dialog').then((m) => m.CustomerCreditDialog),
);
const InvoiceDialog = lazyPage(() => import('./invoices/invoice-dialog').then((m) => m.InvoiceDialog));
const ReceiptDialog = lazyPage(() => import('./receipts/receipt-dialog').then((m) => m.ReceiptDialog));
// So do the tabs after the first (invoices).
const CustomerStatement = lazyPage(() => import('./customer-statement').then((m) => m.CustomerStatement));
const ReceiptsTable = lazyPage(() => import('./receipts/receipts-table').then((m) => m.ReceiptsTable));

const tabsOf = (t: CustomersText) => [
  { value: 'invoices', label: t('detail.tabs.invoices') },
  { value: 'receipts', label: t('detail.tabs.receipts') },
  { value: 'statement', label: t('detail.tabs.statement') },
];

function factsOf(c: CustomerOption, t: CustomersText): Fact[] {
  const dash = (v: string | null) => v ?? EMPTY_DISPLAY;
  return [
    [t('detail.balance'), formatKes(c.balance)],
    [t('detail.creditHeld'), formatKes(c.credit)],
    [t('detail.tier'), c.tier ? <CustomerTierChip key="tier" tier={c.tier} /> : EMPTY_DISPLAY],
    [t('fields.paymentTerms'), paymentTermLabel(c.paymentTerms)],
    [t('fields.creditLimit'), c.creditLimit === null ? EMPTY_DISPLAY : formatKes(c.creditLimit)],
    [t('fields.withholdingVatAgent'), c.withholdingVatAgent ? t('common.yes') : t('common.no')],
    [t('fields.contactPerson'), dash(c.contactName)],
    [t('fields.phone'), dash(c.phone)],
    [t('fields.email'), dash(c.email)],
    [t('fields.kraPin'), dash(c.kraPin)],
    [t('fields.address'), dash(c.address)],
  ];
}

function CustomerTab({ tab, customer }: { tab: string; customer: CustomerOption }) {
  const { t } = useCustomersText();
  const name = customer.name;
  if (tab === 'statement')
    return (
      <Suspense fallback={null}>
        <CustomerStatement customerId={customer.id} customerName={name} />
      </Suspense>
    );
  if (tab === 'receipts')
    return (
      <Suspense fallback={null}>
        <ReceiptsTable customerId={customer.id} label={t('detail.receiptsFrom', { name })} />
      </Suspense>
    );
  return (
    <InvoicesTable
      filter={{ search: '', status: '', customerId: customer.id, overdue: false, from: '', to: '' }}
      label={t('detail.invoicesOf', { name })}
      hideCustomer
      emptyTitle={t('detail.noInvoicesTitle')}
      emptyDescription={t('detail.noInvoicesDescription', { name })}
    />
  );
}

/** One customer: what they owe from the books, their details, invoices, receipts and statement. */
export function CustomerDetailPage() {
  const { id = '' } = useParams();
  const { can } = useSession();
  const { t } = useCustomersText();
  const navigate = useNavigate();
  const customer = useCustomer(id);
  const remove = useDeleteCustomer();
  const [dialog, setDialog] = useState<'edit' | 'invoice' | 'receipt' | 'credit' | 'delete' | null>(null);
  const close = () => {
    setDialog(null);
    remove.reset();
  };

  const [c, back, wait] = detailFrame(customer, {
    back: [customerPaths.customers, t('list.title')],
    texts: [t('detail.title'), t('detail.loadError'), t('detail.loading')],
  });
  if (!c) return wait;

  // no balance for a user who may not see balances
  const owes = c.balance === undefined ? '' : owesText(c.balance, t);
  const confirmDelete = () =>
    remove.mutate(c.id, {
      onSuccess: () => {
        toast.success(t('list.deleted', { name: c.name }));
        navigate(customerPaths.customers);
      },
    });

  return (
    <>
      <PageHeader
        title={c.name}
        description={[owes, paymentTermLabel(c.paymentTerms)].filter(Boolean).join(' · ')}
        breadcrumb={back}
        actions={
          <>
            {can('customers:create') && (
              <Button
                variant="contained"
                startIcon={<DescriptionIcon />}
                onClick={() => setDialog('invoice')}
              >
                {t('detail.newInvoice')}
              </Button>
            )}
            {can('customers:create') && (
              <Button variant="outlined" startIcon={<PaymentsIcon />} onClick={() => setDialog('receipt')}>
                {t('detail.newReceipt')}
              </Button>
            )}
            {can('customers:update') && (c.credit ?? 0) > 0 && (
              <Button variant="outlined" startIcon={<SavingsIcon />} onClick={() => setDialog('credit')}>
                {t('detail.applyCredit')}
              </Button>
            )}
            {can('customers:update') && (
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
                {t('common.edit')}
              </Button>
            )}
            {can('customers:delete') && (
              <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDialog('delete')}>
                {t('common.delete')}
              </Button>
            )}
          </>
        }
      />
      <ContactDetailsTabs
        kind="customer"
        isActive={c.isActive}
        facts={factsOf(c, t)}
        tabs={tabsOf(t)}
        panel={(tab) => <CustomerTab tab={tab} customer={c} />}
      />
      <Suspense fallback={null}>
        {dialog === 'edit' && <CustomerDialog customer={c} onClose={close} />}
        {dialog === 'invoice' && (
          <InvoiceDialog
            customerId={c.id}
            onClose={close}
            onCreated={(id) => navigate(customerPaths.invoice(id))}
          />
        )}
        {dialog === 'receipt' && <ReceiptDialog customerId={c.id} onClose={close} />}
        {dialog === 'credit' && <CustomerCreditDialog customer={c} onClose={close} />}
      </Suspense>
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('list.deleteTitle', { name: c.name })}
        message={t('list.deleteMessage')}
        confirmLabel={t('list.delete')}
        pending={remove.isPending}
        error={remove.error ?? undefined}
        onClose={close}
        onConfirm={confirmDelete}
      />
    </>
  );
}
