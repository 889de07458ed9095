import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import EditIcon from '@mui/icons-material/Edit';
import PaymentsIcon from '@mui/icons-material/Payments';
import SavingsIcon from '@mui/icons-material/Savings';
import Button from '@mui/material/Button';
import type { CustomerOption } from '@tawi/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { BackLink } from '../../shared/documents/back-link';
import { ContactDetailsTabs } from '../../shared/documents/contact-details-tabs';
import { DetailLoading } from '../../shared/documents/detail-loading';
import type { Fact } from '../../shared/documents/facts-list';
import { paymentTermLabel } from '../../shared/documents/payment-labels';
import { ErrorState } from '../../shared/error-state';
import { EMPTY_DISPLAY, formatKes } from '../../shared/format';
import { PageHeader } from '../../shared/page-header';
import { useSession } from '../../shared/session/session-context';
import { CustomerCreditDialog } from './customer-credit-dialog';
import { CustomerDialog } from './customer-dialog';
import { DELETE_CUSTOMER_MESSAGE } from './customer-form';
import { CustomerStatement } from './customer-statement';
import { CustomerTierChip } from './customer-tier-chip';
import { useCustomer, useDeleteCustomer } from './customers-api';
import { customerPaths } from './customers-paths';
import { InvoiceDialog } from './invoices/invoice-dialog';
import { InvoicesTable } from './invoices/invoices-table';
import { ReceiptDialog } from './receipts/receipt-dialog';
import { ReceiptsTable } from './receipts/receipts-table';

const back = <BackLink to={customerPaths.customers} label="Customers" />;
const TABS = [
  { value: 'invoices', label: 'Invoices' },
  { value: 'receipts', label: 'Receipts' },
  { value: 'statement', label: 'Statement' },
];

/** What the customer owes, or the credit they are in; nothing for a user who may not see balances. */
function owesText(balance: number | undefined): string {
  if (balance === undefined) return '';
  return balance < 0 ? `In credit ${formatKes(-balance)}` : `Owes ${formatKes(balance)}`;
}

function factsOf(c: CustomerOption): Fact[] {
  const dash = (v: string | null) => v ?? EMPTY_DISPLAY;
  return [
    ['Balance', formatKes(c.balance)],
    ['Credit held', formatKes(c.credit)],
    ['Tier', c.tier ? <CustomerTierChip key="tier" tier={c.tier} /> : EMPTY_DISPLAY],
    ['Payment terms', paymentTermLabel(c.paymentTerms)],
    ['Credit limit', c.creditLimit === null ? EMPTY_DISPLAY : formatKes(c.creditLimit)],
    ['Withholding VAT agent', c.withholdingVatAgent ? 'Yes' : 'No'],
    ['Contact person', dash(c.contactName)],
    ['Phone', dash(c.phone)],
    ['Email', dash(c.email)],
    ['KRA PIN', dash(c.kraPin)],
    ['Address', dash(c.address)],
  ];
}

function CustomerTab({ tab, customer }: { tab: string; customer: CustomerOption }) {
  if (tab === 'statement') return <CustomerStatement customerId={customer.id} customerName={customer.name} />;
  if (tab === 'receipts')
    return <ReceiptsTable customerId={customer.id} label={`Receipts from ${customer.name}`} />;
  return (
    <InvoicesTable
      filter={{ search: '', status: '', customerId: customer.id, overdue: false, from: '', to: '' }}
      label={`Invoices of ${customer.name}`}
      hideCustomer
      emptyTitle="No invoices yet"
      emptyDescription={`Invoices to ${customer.name} in this branch are listed here.`}
    />
  );
}

/** One customer: what they owe from the books, their details, invoices, receipts and statement. */
export function CustomerDetailPage() {
  const { id = '' } = useParams();
  const { can } = useSession();
  const navigate = useNavigate();
  const customer = useCustomer(id);
  const remove = useDeleteCustomer();
  const [dialog, setDialog] = useState<'edit' | 'invoice' | 'receipt' | 'credit' | 'delete' | null>(null);
  const close = () => {
    setDialog(null);
    remove.reset();
  };

  if (customer.error)
    return (
      <>
        <PageHeader title="Customer" breadcrumb={back} />
        <ErrorState
          error={customer.error}
          title="Could not load this customer"
          onRetry={() => void customer.refetch()}
        />
      </>
    );
  const c = customer.data;
  if (!c) return <DetailLoading label="Loading the customer" />;

  const confirmDelete = () =>
    remove.mutate(c.id, {
      onSuccess: () => {
        toast.success(`${c.name} deleted`);
        navigate(customerPaths.customers);
      },
    });

  return (
    <>
      <PageHeader
        title={c.name}
        description={[owesText(c.balance), paymentTermLabel(c.paymentTerms)].filter(Boolean).join(' · ')}
        breadcrumb={back}
        actions={
          <>
            {can('customers:create') && (
              <Button
                variant="contained"
                startIcon={<DescriptionIcon />}
                onClick={() => setDialog('invoice')}
              >
                New invoice
              </Button>
            )}
            {can('customers:create') && (
              <Button variant="outlined" startIcon={<PaymentsIcon />} onClick={() => setDialog('receipt')}>
                New receipt
              </Button>
            )}
            {can('customers:update') && (c.credit ?? 0) > 0 && (
              <Button variant="outlined" startIcon={<SavingsIcon />} onClick={() => setDialog('credit')}>
                Apply credit
              </Button>
            )}
            {can('customers:update') && (
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
                Edit
              </Button>
            )}
            {can('customers:delete') && (
              <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDialog('delete')}>
                Delete
              </Button>
            )}
          </>
        }
      />
      <ContactDetailsTabs
        kind="customer"
        isActive={c.isActive}
        facts={factsOf(c)}
        tabs={TABS}
        panel={(tab) => <CustomerTab tab={tab} customer={c} />}
      />
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
      <ConfirmDialog
        open={dialog === 'delete'}
        title={`Delete ${c.name}?`}
        message={DELETE_CUSTOMER_MESSAGE}
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error ?? undefined}
        onClose={close}
        onConfirm={confirmDelete}
      />
    </>
  );
}
