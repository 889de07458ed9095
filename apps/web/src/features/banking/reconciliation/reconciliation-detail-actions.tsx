import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import type { ReconciliationDetail } from '@tawi/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { formatKes } from '../../../shared/format';
import { useSession } from '../../../shared/session/session-context';
import { useConfirmAction } from '../../../shared/use-confirm-action';
import { useBankingText } from '../use-banking-text';
import { EditStatementDialog } from './edit-statement-dialog';
import { isBalanced, reconciliationName, reconciliationPaths } from './reconciliation-format';
import { useDiscardReconciliation, useReconciliationStep } from './reconciliations-api';
import { StatementEntryDialog } from './statement-entry-dialog';

type Props = { reconciliation: ReconciliationDetail };

/** A finished reconciliation: only the account's latest can be undone (the server says so otherwise). */
function UndoAction({ reconciliation: r }: Props) {
  const { t } = useBankingText();
  const undo = useConfirmAction<ReconciliationDetail>(useReconciliationStep('undo'), {
    successMessage: (x) => t('reconciliationActions.reopened', { name: reconciliationName(x, t) }),
  });
  return (
    <>
      <Button variant="outlined" startIcon={<UndoIcon />} onClick={() => undo.request(r)}>
        {t('reconciliationActions.undo')}
      </Button>
      <ConfirmDialog
        {...undo.dialogProps}
        title={t('reconciliationActions.undoTitle')}
        message={t('reconciliationActions.undoMessage', { matched: r.matchedCount })}
        confirmLabel={t('reconciliationActions.undo')}
      />
    </>
  );
}

/** Finish (once the difference is zero), add a statement entry, edit the statement, discard. */
function OpenActions({ reconciliation: r }: Props) {
  const { can } = useSession();
  const { t } = useBankingText();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'entry' | 'edit' | null>(null);
  const finish = useConfirmAction<ReconciliationDetail>(useReconciliationStep('finish'), {
    successMessage: (x) => t('reconciliationActions.finished', { name: reconciliationName(x, t) }),
  });
  const discard = useConfirmAction<ReconciliationDetail>(
    useDiscardReconciliation(() => navigate(reconciliationPaths.list)),
    {
      successMessage: (x) => t('reconciliationActions.discarded', { name: reconciliationName(x, t) }),
    },
  );
  const close = () => setDialog(null);
  return (
    <>
      {can('banking:update') && (
        <>
          <Button
            variant="contained"
            startIcon={<TaskAltIcon />}
            disabled={!isBalanced(r)}
            onClick={() => finish.request(r)}
          >
            {t('reconciliationActions.finish')}
          </Button>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog('entry')}>
            {t('reconciliationActions.addEntry')}
          </Button>
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
            {t('reconciliationActions.editStatement')}
          </Button>
        </>
      )}
      {can('banking:delete') && (
        <Button color="error" startIcon={<DeleteIcon />} onClick={() => discard.request(r)}>
          {t('reconciliationActions.discard')}
        </Button>
      )}
      {dialog === 'entry' && <StatementEntryDialog reconciliation={r} onClose={close} />}
      {dialog === 'edit' && <EditStatementDialog reconciliation={r} onClose={close} />}
      <ConfirmDialog
        {...finish.dialogProps}
        title={t('reconciliationActions.finishTitle')}
        message={t('reconciliationActions.finishMessage', {
          matched: r.matchedCount,
          balance: formatKes(r.statementBalance),
          account: r.accountName,
        })}
        confirmLabel={t('reconciliationActions.finish')}
        destructive={false}
      />
      <ConfirmDialog
        {...discard.dialogProps}
        title={t('reconciliationActions.discardTitle')}
        message={t('reconciliationActions.discardMessage')}
        confirmLabel={t('reconciliationActions.discard')}
      />
    </>
  );
}

/** The header buttons of one reconciliation, by its state and the user's permissions. */
export function ReconciliationDetailActions({ reconciliation: r }: Props) {
  const { can } = useSession();
  if (!r.reconciledAt) return <OpenActions reconciliation={r} />;
  return can('banking:update') ? <UndoAction reconciliation={r} /> : null;
}
