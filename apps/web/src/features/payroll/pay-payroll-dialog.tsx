import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { type PayrollPeriod, payrollPay } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormDateField } from '../../shared/form/form-date-field';
import { formResolver } from '../../shared/form/form-resolver';
import { FormTextField } from '../../shared/form/form-text-field';
import { useServerErrors } from '../../shared/form/use-server-errors';
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
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(payForm),
    defaultValues: { bankAccountId: '', date: todayIn(me.company.timeZone) },
  });
  const { formError, attempt } = useServerErrors(setError, ['bankAccountId', 'date']);
  const submit = handleSubmit((values) =>
    attempt(async () => {
      const result = await pay.mutateAsync({ ...values, period: period.period, branchId: activeBranch?.id });
      toast.success(t('pay.paid', { period: period.period, count: result.items.length }));
      onClose();
    }),
  );
  const open = period.processed;

  return (
    <FormDialog
      title={t('pay.title', { period: period.period })}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('pay.submit')}
      error={formError}
    >
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t(open < period.employees ? 'pay.unpaidPayslips' : 'pay.payslips', {
          count: open,
          period: period.period,
        })}{' '}
        {t('pay.posting')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <FormTextField
          control={control}
          name="bankAccountId"
          label={t('pay.payFrom')}
          select
          required
          helperText={accounts.data?.items.length === 0 ? t('pay.noAccounts') : undefined}
        >
          {(accounts.data?.items ?? []).map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.name}
              {a.accountNumber ? ` · ${a.accountNumber}` : ''}
            </MenuItem>
          ))}
        </FormTextField>
        <FormDateField control={control} name="date" label={t('pay.date')} required />
      </Box>
      {open === period.employees && (
        <Typography sx={{ mt: 2.5, fontWeight: 600 }}>
          {t('pay.netPay', { amount: formatKes(period.netPay) })}
        </Typography>
      )}
    </FormDialog>
  );
}
