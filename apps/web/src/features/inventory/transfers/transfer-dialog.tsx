import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { Transfer } from '@tawi/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Trans } from 'react-i18next';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { useSession } from '../../../shared/session/session-context';
import { useInventoryText } from '../use-inventory-text';
import { TRANSFER_FIELDS, transferFormValues, transferResolver } from './transfer-form';
import { TransferItemsEditor } from './transfer-items-editor';
import { useCreateTransfer, useTransferDestinations } from './transfers-api';

export interface TransferDialogProps {
  onClose: () => void;
  onCreated: (transfer: Transfer) => void;
}

/** A new transfer from the active branch to another one; it starts Pending. Mount only while open. */
export function TransferDialog({ onClose, onCreated }: TransferDialogProps) {
  const { activeBranch } = useSession();
  const { t } = useInventoryText();
  const branches = useTransferDestinations();
  const create = useCreateTransfer();
  const destinations = (branches.data?.items ?? []).filter((b) => b.id !== activeBranch?.id);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: transferResolver,
    defaultValues: transferFormValues(),
  });
  const { formError, attempt } = useServerErrors(setError, TRANSFER_FIELDS);

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const created = await create.mutateAsync({ ...values, fromBranchId: activeBranch?.id });
      toast.success(t('transferDialog.created', { number: created.transferNumber }));
      onCreated(created);
    }),
  );

  return (
    <FormDialog
      title={t('transferDialog.title')}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('transferDialog.submit')}
      error={formError}
      maxWidth="md"
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Trans
          t={t}
          i18nKey="transferDialog.from"
          values={{ branch: activeBranch?.name ?? t('branch.this') }}
          components={{ strong: <strong /> }}
        />
      </Typography>
      {branches.isSuccess && destinations.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('transferDialog.noDestination')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
        <FormTextField
          control={control}
          name="toBranchId"
          label={t('transferDialog.toBranch')}
          select
          required
        >
          {destinations.map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.name}
            </MenuItem>
          ))}
        </FormTextField>
        <TransferItemsEditor control={control} errors={formState.errors} />
        <FormTextField
          control={control}
          name="notes"
          label={t('transferDialog.notes')}
          multiline
          minRows={2}
        />
      </Box>
    </FormDialog>
  );
}
