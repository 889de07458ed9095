import Alert from '@mui/material/Alert';
import { formatDate } from '@tawi/domain';
import { useSession } from '../session/session-context';

/** Why a sales document charges no VAT: the company is not VAT-registered (on its date). */
export function NoVatNotice() {
  const { company } = useSession().me;
  const from = company.vatRegistered ? company.vatRegisteredFrom : null;
  return (
    <Alert severity="info" role="status">
      No VAT is charged:{' '}
      {from
        ? `${company.name} is VAT-registered from ${formatDate(from)}, after this document's date.`
        : `${company.name} is not VAT-registered.`}{' '}
      The VAT registration is set in Settings, Business profile.
    </Alert>
  );
}
