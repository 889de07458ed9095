import Alert from '@mui/material/Alert';
import { formatDate } from '@tawi/domain';
import { useSession } from '../session/session-context';
import { useDocumentsText } from './use-documents-text';

/** Why a sales document charges no VAT: the company is not VAT-registered (on its date). */
export function NoVatNotice() {
  const { t } = useDocumentsText();
  const { company } = useSession().me;
  const from = company.vatRegistered ? company.vatRegisteredFrom : null;
  return (
    <Alert severity="info" role="status">
      {from
        ? t('noVat.registeredLater', { company: company.name, date: formatDate(from) })
        : t('noVat.notRegistered', { company: company.name })}
    </Alert>
  );
}
