import { type RecurringInvoice, recurringInvoicesApi } from '@tawi/contracts';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { useIdMutation } from '../../../shared/api/record-mutations';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { useSession } from '../../../shared/session/session-context';
import { useConfirmAction } from '../../../shared/use-confirm-action';
import { useCustomersText } from '../use-customers-text';

/**
 * Pause, resume and delete a schedule, each offered only to those the server lets do it (pause and
 * resume: customers:update; delete: customers:delete); delete asks first (`confirmDialog`).
 */
export function useScheduleActions() {
  const { can } = useSession();
  const { t } = useCustomersText();
  const showError = { onError: (err: Error) => toast.error(errorMessage(err)) };
  const pause = useIdMutation(recurringInvoicesApi.pause, showError);
  const resume = useIdMutation(recurringInvoicesApi.resume, showError);
  const remove = useIdMutation(recurringInvoicesApi.remove);
  const confirmRemove = useConfirmAction<RecurringInvoice>(remove, {
    successMessage: (s) => t('recurring.deleted', { number: s.templateInvoiceNumber }),
  });
  const canUpdate = can('customers:update');
  const canDelete = can('customers:delete');
  const { mutate: pauseById } = pause;
  const { mutate: resumeById } = resume;
  const { request: askToRemove } = confirmRemove;
  // kept the same between renders: a grid's columns are built from them
  const handlers = useMemo(
    () => ({
      pause: canUpdate ? (s: RecurringInvoice) => pauseById(s.id) : undefined,
      resume: canUpdate ? (s: RecurringInvoice) => resumeById(s.id) : undefined,
      remove: canDelete ? askToRemove : undefined,
    }),
    [canUpdate, canDelete, pauseById, resumeById, askToRemove],
  );
  return {
    handlers,
    confirmDialog: (
      <ConfirmDialog
        {...confirmRemove.dialogProps}
        title={
          confirmRemove.target
            ? t('recurring.deleteTitle', { number: confirmRemove.target.templateInvoiceNumber })
            : t('recurring.deleteTitleUnnamed')
        }
        message={t('recurring.deleteMessage')}
        confirmLabel={t('common.delete')}
        destructive
      />
    ),
  };
}

export type ScheduleActions = ReturnType<typeof useScheduleActions>['handlers'];
