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
import { EditStatementDialog } from './edit-statement-dialog';
import { isBalanced, reconciliationName, reconciliationPaths } from './reconciliation-format';
import { useDiscardReconciliation, useReconciliationStep } from './reconciliations-api';
import { StatementEntryDialog } from './statement-entry-dialog';

type Props = { reconciliation: ReconciliationDetail };

/** A finished reconciliation: only the account's latest can be undone (the server says so otherwise). */
function UndoAction({ reconciliation: r }: Props) {
  const undo = useConfirmAction<ReconciliationDetail>(useReconciliationStep('undo'), {
    successMessage: (x) => `Reconciliation of ${reconciliationName(x)} reopened`,
  });
  return (
    <>
      <Button variant="outlined" startIcon={<UndoIcon />} onClick={() => undo.request(r)}>
        Undo reconciliation
      </Button>
      <ConfirmDialog
        {...undo.dialogProps}
        title="Undo this reconciliation?"
        message={`Its ${r.matchedCount} lines are no longer cleared: they can be ticked and unticked again and the statement changed, until it is finished again.`}
        confirmLabel="Undo reconciliation"
      />
    </>
  );
}

/** Finish (once the difference is zero), add a statement entry, edit the statement, discard. */
function OpenActions({ reconciliation: r }: Props) {
  const { can } = useSession();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'entry' | 'edit' | null>(null);
  const finish = useConfirmAction<ReconciliationDetail>(useReconciliationStep('finish'), {
    successMessage: (x) => `${reconciliationName(x)} reconciled`,
  });
  const discard = useConfirmAction<ReconciliationDetail>(
    useDiscardReconciliation(() => navigate(reconciliationPaths.list)),
    { successMessage: (x) => `Reconciliation of ${reconciliationName(x)} discarded` },
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
            Finish
          </Button>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog('entry')}>
            Add statement entry
          </Button>
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
            Edit statement
          </Button>
        </>
      )}
      {can('banking:delete') && (
        <Button color="error" startIcon={<DeleteIcon />} onClick={() => discard.request(r)}>
          Discard
        </Button>
      )}
      {dialog === 'entry' && <StatementEntryDialog reconciliation={r} onClose={close} />}
      {dialog === 'edit' && <EditStatementDialog reconciliation={r} onClose={close} />}
      <ConfirmDialog
        {...finish.dialogProps}
        title="Finish this reconciliation?"
        message={`Its ${r.matchedCount} matched lines, which add up to the statement balance of ${formatKes(r.statementBalance)}, become cleared. The next reconciliation of ${r.accountName} starts after this statement.`}
        confirmLabel="Finish"
        destructive={false}
      />
      <ConfirmDialog
        {...discard.dialogProps}
        title="Discard this reconciliation?"
        message="Its ticks are let go and it leaves the list. Statement entries it added stay in the books: reverse them under Journal entries if they were wrong."
        confirmLabel="Discard"
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
