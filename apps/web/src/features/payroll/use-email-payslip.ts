import type { PayrollRecord } from '@tawi/contracts';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../shared/api/api-error';
import { useEmailPayslip } from './payroll-api';

/** Emails a payslip and says what happened: sent, or queued in the outbox (no SMTP set up). */
export function useSendPayslip() {
  const { mutate } = useEmailPayslip();
  return useCallback(
    (record: PayrollRecord) => {
      const pending = toast.loading(`Emailing payslip ${record.payrollId}…`);
      mutate(record.id, {
        onSuccess: (result) => {
          toast.success(
            result.status === 'sent'
              ? `Payslip sent to ${result.to}`
              : `Payslip for ${result.to} queued in the outbox (no mail server set up)`,
            { id: pending },
          );
        },
        onError: (err) => {
          toast.error(errorMessage(err), { id: pending });
        },
      });
    },
    [mutate],
  );
}
