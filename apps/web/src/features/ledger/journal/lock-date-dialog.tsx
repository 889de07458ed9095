import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { companyApi } from '@tawi/contracts';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { useApiMutation } from '../../../shared/api/api-hooks';
import { DateInput } from '../../../shared/date-input';
import { formatDate } from '../../../shared/format';
import { useLedgerText } from '../use-ledger-text';

function useSetLockDate() {
  return useApiMutation(companyApi.setLockDate, {
    input: (lockDate: string | null) => ({ body: { lockDate } }),
  });
}

/** Close the books up to a date: no posting on or before it. Mount only while open. */
export function LockDateDialog({ current, onClose }: { current: string | null; onClose: () => void }) {
  const titleId = useId();
  const { t } = useLedgerText();
  const [value, setValue] = useState(current ?? '');
  const save = useSetLockDate();
  const submit = (lockDate: string | null) =>
    save.mutate(lockDate, {
      onSuccess: () => {
        toast.success(
          lockDate ? t('lockDate.locked', { date: formatDate(lockDate) }) : t('lockDate.removed'),
        );
        onClose();
      },
    });
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('lockDate.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2.5 }}>{t('lockDate.intro')}</DialogContentText>
        <DateInput label={t('lockDate.lockedUpTo')} value={value} onChange={setValue} fullWidth />
        {save.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(save.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {current && (
          <Button color="error" onClick={() => submit(null)} disabled={save.isPending} sx={{ mr: 'auto' }}>
            {t('lockDate.remove')}
          </Button>
        )}
        <Button onClick={onClose} disabled={save.isPending}>
          {t('lockDate.cancel')}
        </Button>
        <Button variant="contained" onClick={() => submit(value)} disabled={!value} loading={save.isPending}>
          {t('lockDate.lock')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
