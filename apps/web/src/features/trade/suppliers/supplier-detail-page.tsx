import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PaymentsIcon from '@mui/icons-material/Payments';
import Button from '@mui/material/Button';
import type { SupplierOption } from '@tawi/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { BackLink } from '../../../shared/documents/back-link';
import { ContactDetailsTabs } from '../../../shared/documents/contact-details-tabs';
import { DetailLoading } from '../../../shared/documents/detail-loading';
import type { Fact } from '../../../shared/documents/facts-list';
import { paymentTermLabel } from '../../../shared/documents/payment-labels';
import { ErrorState } from '../../../shared/error-state';
import { EMPTY_DISPLAY, formatKes } from '../../../shared/format';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { BillsTable } from '../bills/bills-table';
import { PaymentDialog } from '../payments/payment-dialog';
import { PaymentsTable } from '../payments/payments-table';
import { tradePaths } from '../trade-format';
import { SupplierDialog } from './supplier-dialog';
import { DELETE_SUPPLIER_MESSAGE } from './supplier-form';
import { SupplierStatement } from './supplier-statement';
import { useDeleteSupplier, useSupplier } from './suppliers-api';

const back = <BackLink to={tradePaths.suppliers} label="Suppliers" />;
const TABS = [
  { value: 'bills', label: 'Bills' },
  { value: 'payments', label: 'Payments' },
  { value: 'statement', label: 'Statement' },
];

/** What is owed either way; nothing for a user who may not see balances. */
function owedText(balance: number | undefined): string {
  if (balance === undefined) return '';
  return balance < 0 ? `They owe you ${formatKes(-balance)}` : `You owe ${formatKes(balance)}`;
}

function factsOf(s: SupplierOption): Fact[] {
  const dash = (v: string | null) => v ?? EMPTY_DISPLAY;
  return [
    ['Balance owed', formatKes(s.balance)],
    ['Payment terms', paymentTermLabel(s.paymentTerms)],
    ['Contact person', dash(s.contactName)],
    ['Phone', dash(s.phone)],
    ['Email', dash(s.email)],
    ['KRA PIN', dash(s.kraPin)],
    ['Address', dash(s.address)],
    ['Notes', dash(s.notes)],
  ];
}

/** The supplier's tab: its bills and payments in this branch, or its statement from the books. */
function SupplierTab({ tab, supplier }: { tab: string; supplier: SupplierOption }) {
  if (tab === 'statement') return <SupplierStatement supplierId={supplier.id} supplierName={supplier.name} />;
  if (tab === 'payments')
    return (
      <PaymentsTable
        filter={{ search: '', status: '', supplierId: supplier.id }}
        label={`Payments to ${supplier.name}`}
        hideSupplier
        emptyTitle="No payments yet"
        emptyDescription={`Payments to ${supplier.name} from this branch are listed here.`}
      />
    );
  return (
    <BillsTable
      filter={{ search: '', status: '', supplierId: supplier.id, overdue: false, dueFrom: '', dueTo: '' }}
      label={`Bills of ${supplier.name}`}
      hideSupplier
      emptyTitle="No bills yet"
      emptyDescription={`Bills from ${supplier.name} in this branch are listed here.`}
    />
  );
}

/** One supplier: what is owed from the books, its details, bills, payments and statement. */
export function SupplierDetailPage() {
  const { id = '' } = useParams();
  const { can } = useSession();
  const navigate = useNavigate();
  const supplier = useSupplier(id);
  const remove = useDeleteSupplier();
  const [dialog, setDialog] = useState<'edit' | 'pay' | 'delete' | null>(null);
  const close = () => {
    setDialog(null);
    remove.reset();
  };

  if (supplier.error)
    return (
      <>
        <PageHeader title="Supplier" breadcrumb={back} />
        <ErrorState
          error={supplier.error}
          title="Could not load this supplier"
          onRetry={() => void supplier.refetch()}
        />
      </>
    );
  const s = supplier.data;
  if (!s) return <DetailLoading label="Loading the supplier" />;

  const confirmDelete = () =>
    remove.mutate(s.id, {
      onSuccess: () => {
        toast.success(`${s.name} deleted`);
        navigate(tradePaths.suppliers);
      },
    });

  return (
    <>
      <PageHeader
        title={s.name}
        description={[owedText(s.balance), paymentTermLabel(s.paymentTerms)].filter(Boolean).join(' · ')}
        breadcrumb={back}
        actions={
          <>
            {can('trade:create') && (s.balance ?? 0) > 0 && (
              <Button variant="contained" startIcon={<PaymentsIcon />} onClick={() => setDialog('pay')}>
                New payment
              </Button>
            )}
            {can('trade:update') && (
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
                Edit
              </Button>
            )}
            {can('trade:delete') && (
              <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDialog('delete')}>
                Delete
              </Button>
            )}
          </>
        }
      />
      <ContactDetailsTabs
        kind="supplier"
        isActive={s.isActive}
        facts={factsOf(s)}
        tabs={TABS}
        panel={(tab) => <SupplierTab tab={tab} supplier={s} />}
      />
      {dialog === 'edit' && <SupplierDialog supplier={s} onClose={close} />}
      {dialog === 'pay' && <PaymentDialog supplierId={s.id} onClose={close} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={`Delete ${s.name}?`}
        message={DELETE_SUPPLIER_MESSAGE}
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error ?? undefined}
        onClose={close}
        onConfirm={confirmDelete}
      />
    </>
  );
}
