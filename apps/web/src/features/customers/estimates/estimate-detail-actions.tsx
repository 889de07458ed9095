import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { type Estimate, estimatesApi } from '@tawi/contracts';
import { useState } from 'react';
import { CloneButton } from '../../../shared/documents/clone-button';
import { DeleteDraftButton } from '../../../shared/documents/delete-draft-button';
import { useSession } from '../../../shared/session/session-context';
import { CustomerDocumentButtons } from '../customer-document-out';
import { useSalesText } from '../use-sales-text';
import { ConvertEstimateConfirm, type Converting } from './convert-estimate-confirm';
import { DeclineEstimateConfirm } from './decline-estimate-confirm';
import { EstimateEditDialog } from './estimate-edit-dialog';
import { isEditableEstimate } from './estimate-form';
import { convertsOf, stepsOf, useRunEstimateStep } from './estimate-steps';
import { estimatePaths } from './estimates-api';

/** The header buttons of one estimate: convert, edit, mark sent / accept / decline (asked first), PDF, email. */
export function EstimateDetailActions({ estimate: e }: { estimate: Estimate }) {
  const { can } = useSession();
  const { t } = useSalesText();
  const { run, pending } = useRunEstimateStep();
  const [editing, setEditing] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [converting, setConverting] = useState<Converting | null>(null);

  return (
    <>
      {can('customers:create') &&
        convertsOf(e).map((c, index) => (
          <Button
            key={c.to}
            variant={index === 0 ? 'contained' : 'outlined'}
            startIcon={c.icon}
            onClick={() => setConverting({ estimate: e, to: c.to })}
          >
            {t(`estimates.convertButton.${c.to}`)}
          </Button>
        ))}
      {can('customers:update') && isEditableEstimate(e) && (
        <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
          {t('common.edit')}
        </Button>
      )}
      {can('customers:update') &&
        stepsOf(e).map((s) => (
          <Button
            key={s.action}
            color={s.action === 'decline' ? 'error' : 'primary'}
            startIcon={s.icon}
            disabled={pending}
            onClick={() => (s.action === 'decline' ? setDeclining(true) : run(e, s.action))}
          >
            {t(`estimates.steps.${s.action}`)}
          </Button>
        ))}
      {can('customers:create') && (
        <CloneButton
          entry={estimatesApi.clone}
          id={e.id}
          pathOf={(created) => estimatePaths.estimate(created.id)}
          label={(created) => String(created.estimateNumber)}
        />
      )}
      {can('customers:delete') && e.status === 'Draft' && (
        <DeleteDraftButton
          entry={estimatesApi.remove}
          id={e.id}
          number={e.estimateNumber}
          listPath={estimatePaths.list}
        />
      )}
      <CustomerDocumentButtons
        kind="estimates"
        id={e.id}
        number={e.estimateNumber}
        customerId={e.customerId}
      />
      {editing && <EstimateEditDialog estimate={e} onClose={() => setEditing(false)} />}
      <ConvertEstimateConfirm converting={converting} onClose={() => setConverting(null)} />
      <DeclineEstimateConfirm estimate={declining ? e : null} onClose={() => setDeclining(false)} />
    </>
  );
}
