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

const payForm = payrollPay.pick({ bankAccountId: true, date: true });

export interface PayPayrollDialogProps {
  period: PayrollPeriod;
  onClose: () => void;
}

/** Approve and pay a month: posts the payroll and pays net salaries from one account. Mount only while open. */
export function PayPayrollDialog({ period, onClose }: PayPayrollDialogProps) {
  const { me, activeBranch } = useSession();
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
      toast.success(`Payroll ${period.period} paid: ${result.items.length} payslip(s)`);
      onClose();
    }),
  );
  const open = period.processed;

  return (
    <FormDialog
      title={`Approve and pay ${period.period}`}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel="Approve and pay"
      error={formError}
    >
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        Pays the {open} processed payslip(s) of {period.period}
        {open < period.employees ? ' not paid yet' : ''}. The salaries and the employer’s NSSF, housing levy
        and NITA are posted against PAYE, NSSF, SHIF, housing levy, NITA and salaries payable; the net pay
        leaves the account you choose. Paid payslips cannot change.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <FormTextField
          control={control}
          name="bankAccountId"
          label="Pay from"
          select
          required
          helperText={
            accounts.data?.items.length === 0 ? 'Add a bank or M-Pesa account under Banking first' : undefined
          }
        >
          {(accounts.data?.items ?? []).map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.name}
              {a.accountNumber ? ` · ${a.accountNumber}` : ''}
            </MenuItem>
          ))}
        </FormTextField>
        <FormDateField control={control} name="date" label="Payment date" required />
      </Box>
      {open === period.employees && (
        <Typography sx={{ mt: 2.5, fontWeight: 600 }}>Net pay to send: {formatKes(period.netPay)}</Typography>
      )}
    </FormDialog>
  );
}
