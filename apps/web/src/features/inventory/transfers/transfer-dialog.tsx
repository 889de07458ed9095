import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { Transfer } from '@tawi/contracts';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { titleAndSubmit } from '../../../shared/form/dialog-texts';
import { FieldGrid } from '../../../shared/form/field-grid';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useDialogSubmit } from '../../../shared/form/use-dialog-form';
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
  const form = useForm({ resolver: transferResolver, defaultValues: transferFormValues() });
  const dialog = useDialogSubmit(form, {
    serverFields: TRANSFER_FIELDS,
    onClose,
    save: async (values) => {
      const created = await create.mutateAsync({ ...values, fromBranchId: activeBranch?.id });
      onCreated(created);
      return t('transferDialog.created', { number: created.transferNumber });
    },
  });
  const { control, formState } = form;

  return (
    <FormDialog {...dialog} {...titleAndSubmit(t, 'transferDialog')} maxWidth="md">
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
      <FieldGrid padTop>
        <FormTextField
          control={control}
          name="toBranchId"
          label={t('transferDialog.toBranch')}
          options={destinations.map((b) => ({ value: b.id, label: b.name }))}
          required
        />
        <TransferItemsEditor control={control} errors={formState.errors} />
        <FormTextField
          control={control}
          name="notes"
          label={t('transferDialog.notes')}
          multiline
          minRows={2}
        />
      </FieldGrid>
    </FormDialog>
  );
}
