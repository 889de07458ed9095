import Typography from '@mui/material/Typography';
import { type PayrollPeriod, payrollPay } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { FormFieldGrid } from '../../shared/form/form-fields';
import { useDialogForm } from '../../shared/form/use-dialog-form';
import { FormDialog } from '../../shared/form-dialog';
import { formatKes } from '../../shared/format';
import { useSession } from '../../shared/session/session-context';
import { usePaymentAccounts, usePayPayroll } from './payroll-api';
import { usePayrollText } from './use-payroll-text';

const payForm = payrollPay.pick({ bankAccountId: true, date: true });

export interface PayPayrollDialogProps {
  period: PayrollPeriod;
  onClose: () => void;
}

/** Approve and pay a month: posts the payroll and pays net salaries from one account. Mount only while open. */
export function PayPayrollDialog({ period, onClose }: PayPayrollDialogProps) {
  const { me, activeBranch } = useSession();
  const { t } = usePayrollText();
  const accounts = usePaymentAccounts(activeBranch?.id);
  const pay = usePayPayroll();
  const { form, dialog } = useDialogForm({
    schema: payForm,
    defaultValues: { bankAccountId: '', date: todayIn(me.company.timeZone) },
    serverFields: ['bankAccountId', 'date'],
    onClose,
    save: async (values) => {
      const result = await pay.mutateAsync({ ...values, period: period.period, branchId: activeBranch?.id });
      return t('pay.paid', { period: period.period, count: result.items.length });
    },
  });
  const open = period.processed;

  return (
    <FormDialog {...dialog} title={t('pay.title', { period: period.period })} submitLabel={t('pay.submit')}>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t(open < period.employees ? 'pay.unpaidPayslips' : 'pay.payslips', {
          count: open,
          period: period.period,
        })}{' '}
        {t('pay.posting')}
      </Typography>
      <FormFieldGrid
        columns="2fr 1fr"
        control={form.control}
        fields={[
          {
            name: 'bankAccountId',
            label: t('pay.payFrom'),
            required: true,
            options: (accounts.data?.items ?? []).map((a) => ({
              value: a.id,
              label: a.accountNumber ? `${a.name} · ${a.accountNumber}` : a.name,
            })),
            helperText: accounts.data?.items.length === 0 ? t('pay.noAccounts') : undefined,
          },
          { kind: 'date', name: 'date', label: t('pay.date'), required: true },
        ]}
      />
      {open === period.employees && (
        <Typography sx={{ mt: 2.5, fontWeight: 600 }}>
          {t('pay.netPay', { amount: formatKes(period.netPay) })}
        </Typography>
      )}
    </FormDialog>
  );
}
