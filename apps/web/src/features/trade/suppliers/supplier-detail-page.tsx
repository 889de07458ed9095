import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PaymentsIcon from '@mui/icons-material/Payments';
import Button from '@mui/material/Button';
import type { SupplierOption } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { lazyPage } from '../../../app/lazy-page';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { ContactDetailsTabs } from '../../../shared/documents/contact-details-tabs';
import { detailFrame } from '../../../shared/documents/detail-frame';
import type { Fact } from '../../../shared/documents/facts-list';
import { paymentTermLabel } from '../../../shared/documents/payment-labels';
import { EMPTY_DISPLAY, formatKes } from '../../../shared/format';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { BillsTable } from '../bills/bills-table';
import { PaymentsTable } from '../payments/payments-table';
import { tradePaths } from '../trade-format';
import { useTradeText } from '../use-trade-text';
import { useDeleteSupplier, useSupplier } from './suppliers-api';

// Loaded when opened: they keep the page's first visit within the JavaScript budget (build/bundle-budget.ts).
const SupplierDialog = lazyPage(() => import('./supplier-dialog').then((m) => m.SupplierDialog));
const PaymentDialog = lazyPage(() => import('../payments/payment-dialog').then((m) => m.PaymentDialog));
// The statement tab loads when opened: the page's first visit stays within its JavaScript budget.
const SupplierStatement = lazyPage(() => import('./supplier-statement').then((m) => m.SupplierStatement));

const TAB_NAMES = ['bills', 'payments', 'statement'] as const;

/** What is owed either way; nothing for a user who may not see balances. */
function owedText(balance: number | undefined, t: TFunction<'trade'>): string {
  if (balance === undefined) return '';
  return balance < 0
    ? t('suppliers.detail.theyOwe', { amount: formatKes(-balance) })
    : t('suppliers.detail.youOwe', { amount: formatKes(balance) });
}

function factsOf(s: SupplierOption, t: TFunction<'trade'>): Fact[] {
  const dash = (v: string | null) => v ?? EMPTY_DISPLAY;
  return [
    [t('suppliers.detail.facts.balance'), formatKes(s.balance)],
    [t('suppliers.detail.facts.terms'), paymentTermLabel(s.paymentTerms)],
    [t('suppliers.detail.facts.contact'), dash(s.contactName)],
    [t('suppliers.detail.facts.phone'), dash(s.phone)],
    [t('suppliers.detail.facts.email'), dash(s.email)],
    [t('suppliers.detail.facts.kraPin'), dash(s.kraPin)],
    [t('suppliers.detail.facts.address'), dash(s.address)],
    [t('common.notes'), dash(s.notes)],
  ];
}

/** The supplier's tab: its bills and payments in this branch, or its statement from the books. */
function SupplierTab({ tab, supplier }: { tab: string; supplier: SupplierOption }) {
  const { t } = useTradeText();
  const name = supplier.name;
  if (tab === 'statement')
    return (
      <Suspense fallback={null}>
        <SupplierStatement supplierId={supplier.id} supplierName={supplier.name} />
      </Suspense>
    );
  if (tab === 'payments')
    return (
      <PaymentsTable
        filter={{ search: '', status: '', supplierId: supplier.id }}
        label={t('suppliers.detail.paymentsLabel', { name })}
        hideSupplier
        emptyTitle={t('suppliers.detail.noPayments')}
        emptyDescription={t('suppliers.detail.noPaymentsDescription', { name })}
      />
    );
  return (
    <BillsTable
      filter={{ search: '', status: '', supplierId: supplier.id, overdue: false, dueFrom: '', dueTo: '' }}
      label={t('suppliers.detail.billsLabel', { name })}
      hideSupplier
      emptyTitle={t('suppliers.detail.noBills')}
      emptyDescription={t('suppliers.detail.noBillsDescription', { name })}
    />
  );
}

/** One supplier: what is owed from the books, its details, bills, payments and statement. */
export function SupplierDetailPage() {
  const { id = '' } = useParams();
  const { can } = useSession();
  const { t } = useTradeText();
  const navigate = useNavigate();
  const supplier = useSupplier(id);
  const remove = useDeleteSupplier();
  const [dialog, setDialog] = useState<'edit' | 'pay' | 'delete' | null>(null);
  const close = () => {
    setDialog(null);
    remove.reset();
  };

  const [s, back, wait] = detailFrame(supplier, {
    back: [tradePaths.suppliers, t('suppliers.list.title')],
    texts: [t('common.supplier'), t('suppliers.detail.loadFailed'), t('suppliers.detail.loading')],
  });
  if (!s) return wait;

  const confirmDelete = () =>
    remove.mutate(s.id, {
      onSuccess: () => {
        toast.success(t('suppliers.list.deleted', { name: s.name }));
        navigate(tradePaths.suppliers);
      },
    });

  return (
    <>
      <PageHeader
        title={s.name}
        description={[owedText(s.balance, t), paymentTermLabel(s.paymentTerms)].filter(Boolean).join(' · ')}
        breadcrumb={back}
        actions={
          <>
            {can('trade:create') && (s.balance ?? 0) > 0 && (
              <Button variant="contained" startIcon={<PaymentsIcon />} onClick={() => setDialog('pay')}>
                {t('suppliers.detail.newPayment')}
              </Button>
            )}
            {can('trade:update') && (
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
                {t('common.edit')}
              </Button>
            )}
            {can('trade:delete') && (
              <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDialog('delete')}>
                {t('common.delete')}
              </Button>
            )}
          </>
        }
      />
      <ContactDetailsTabs
        kind="supplier"
        isActive={s.isActive}
        facts={factsOf(s, t)}
        tabs={TAB_NAMES.map((value) => ({ value, label: t(`suppliers.detail.tabs.${value}`) }))}
        panel={(tab) => <SupplierTab tab={tab} supplier={s} />}
      />
      <Suspense fallback={null}>
        {dialog === 'edit' && <SupplierDialog supplier={s} onClose={close} />}
        {dialog === 'pay' && <PaymentDialog supplierId={s.id} onClose={close} />}
      </Suspense>
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('suppliers.list.deleteTitle', { name: s.name })}
        message={t('suppliers.list.deleteMessage')}
        confirmLabel={t('common.delete')}
        pending={remove.isPending}
        error={remove.error ?? undefined}
        onClose={close}
        onConfirm={confirmDelete}
      />
    </>
  );
}
