import type { PayrollRecord } from '@tawi/contracts';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../shared/api/api-error';
import { useEmailPayslip } from './payroll-api';
import { usePayrollText } from './use-payroll-text';

/** Emails a payslip and says what happened: sent, or queued in the outbox (no SMTP set up). */
export function useSendPayslip() {
  const { t } = usePayrollText();
  const { mutate } = useEmailPayslip();
  return useCallback(
    (record: PayrollRecord) => {
      const pending = toast.loading(t('payslips.emailing', { number: record.payrollId }));
      mutate(record.id, {
        onSuccess: (result) => {
          toast.success(
            result.status === 'sent'
              ? t('payslips.sent', { to: result.to })
              : t('payslips.queued', { to: result.to }),
            { id: pending },
          );
        },
        onError: (err) => {
          toast.error(errorMessage(err), { id: pending });
        },
      });
    },
    [mutate, t],
  );
}
