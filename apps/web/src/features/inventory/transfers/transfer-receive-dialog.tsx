import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Transfer } from '@tawi/contracts';
import { useId } from 'react';
import { type Control, Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { titleAndSubmit } from '../../../shared/form/dialog-texts';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useDialogSubmit } from '../../../shared/form/use-dialog-form';
import { FormDialog } from '../../../shared/form-dialog';
import { useCorrectionDate } from '../../../shared/use-correction-date';
import { formatQty } from '../inventory-format';
import { useInventoryText } from '../use-inventory-text';
import {
  type ReceiveDraft,
  type ReceiveLineDraft,
  receiveBody,
  receiveDraft,
  receiveResolver,
  shortOf,
} from './transfer-receive-form';
import { useReceiveTransfer } from './transfers-api';

const FIELDS = ['lines', 'reason'] as const;

export interface TransferReceiveDialogProps {
  transfer: Transfer;
  onClose: () => void;
  /** The transfer as the server returned it after the receive. */
  onDone: (updated: Transfer) => void;
}

/** The first message under line `i` (its quantity, or the server's product or write-off). */
function lineError(errors: FieldErrors<ReceiveDraft>, i: number): string | undefined {
  const line = errors.lines?.[i];
  if (!line) return undefined;
  for (const error of Object.values(line)) {
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
      return error.message;
  }
  return undefined;
}

/**
 * Receives a transfer at its destination, in full or in part: per line the quantity that arrived
 * (what is still in transit until changed, never more) and, for the rest, keep it in transit to
 * receive later or write it off with a reason. Mount only while open.
 */
export function TransferReceiveDialog({ transfer, onClose, onDone }: TransferReceiveDialogProps) {
  const receive = useReceiveTransfer();
  const { t } = useInventoryText();
  const received = useCorrectionDate(t('receive.date'));
  const form = useForm<ReceiveDraft>({
    defaultValues: receiveDraft(transfer),
    resolver: receiveResolver(t),
  });
  const dialog = useDialogSubmit(form, {
    serverFields: FIELDS,
    correctFields: t('receive.fixFields'),
    onClose,
    save: async (draft) => {
      const { body } = receiveBody(draft, received.date, t);
      if (!body) return null; // the resolver let only a valid draft through
      const updated = await receive.mutateAsync({ id: transfer.id, body });
      onDone(updated);
      const part = updated.status !== 'Received';
      return t(part ? 'receive.donePart' : 'receive.done', { number: transfer.transferNumber });
    },
  });
  const { control, formState } = form;
  const lines = useWatch({ control, name: 'lines' });
  const writesOff = lines.some((l) => l.rest === 'writeOff' && shortOf(l) > 0);
  // "nothing to receive" and the server's refusal of the lines are about the whole form
  const hasErrors = Object.keys(formState.errors).length > 0;
  const formError = formState.errors.lines?.message ?? (hasErrors ? t('receive.fixFields') : dialog.error);

  return (
    <FormDialog
      {...dialog}
      error={formError}
      {...titleAndSubmit(t, 'receive', { number: transfer.transferNumber })}
      maxWidth="md"
      fullScreenOnPhone
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('receive.intro', { from: transfer.fromBranchName, to: transfer.toBranchName })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {lines.map((line, i) => (
          <ReceiveLine
            key={line.productId}
            index={i}
            line={line}
            control={control}
            error={lineError(formState.errors, i)}
            // a line's errors from the server go once it is changed
            onChange={() => form.clearErrors(`lines.${i}`)}
          />
        ))}
        {writesOff && (
          <FormTextField
            control={control}
            name="reason"
            label={t('receive.reason')}
            required
            multiline
            minRows={2}
            helperText={t('receive.reasonHelp')}
          />
        )}
      </Box>
      {received.field}
    </FormDialog>
  );
}

interface ReceiveLineProps {
  index: number;
  /** The line as it is filled in now. */
  line: ReceiveLineDraft;
  control: Control<ReceiveDraft>;
  error: string | undefined;
  onChange: () => void;
}

/** One product of the transfer: what is in transit, the received box and, when short, what to do with the rest. */
function ReceiveLine({ index, line, control, error, onChange }: ReceiveLineProps) {
  const nameId = useId();
  const restId = useId();
  const { t } = useInventoryText();
  const short = shortOf(line);
  return (
    <Box
      role="group"
      aria-labelledby={nameId}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 160px' },
        alignItems: 'start',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <div>
        <Typography id={nameId} sx={{ fontWeight: 500 }}>
          {line.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('receive.inTransit', { sku: line.sku, quantity: formatQty(line.inTransit) })}
        </Typography>
      </div>
      <Controller
        control={control}
        name={`lines.${index}.received`}
        render={({ field }) => (
          <TextField
            label={t('receive.received')}
            type="number"
            size="small"
            name={field.name}
            value={field.value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(e) => {
              onChange();
              field.onChange(e.target.value);
            }}
            slotProps={{ htmlInput: { min: 0, max: line.inTransit, step: 'any' } }}
            error={Boolean(error)}
            helperText={error}
          />
        )}
      />
      {short > 0 && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormLabel id={restId} sx={{ fontSize: 14 }}>
            {t('receive.rest', { quantity: formatQty(short) })}
          </FormLabel>
          <Controller
            control={control}
            name={`lines.${index}.rest`}
            render={({ field }) => (
              <RadioGroup
                row
                aria-labelledby={restId}
                name={field.name}
                value={field.value}
                onChange={(e) => {
                  onChange();
                  field.onChange(e.target.value);
                }}
              >
                <FormControlLabel value="keep" control={<Radio size="small" />} label={t('receive.keep')} />
                <FormControlLabel
                  value="writeOff"
                  control={<Radio size="small" />}
                  label={t('receive.writeOff')}
                />
              </RadioGroup>
            )}
          />
        </Box>
      )}
    </Box>
  );
}
