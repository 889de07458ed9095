import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Transfer } from '@tawi/contracts';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { FormDialog } from '../../../shared/form-dialog';
import { useCorrectionDate } from '../../../shared/use-correction-date';
import { formatQty } from '../inventory-format';
import { useInventoryText } from '../use-inventory-text';
import {
  type ReceiveDraft,
  type ReceiveErrors,
  type ReceiveLineDraft,
  type ReceiveRest,
  receiveBody,
  receiveDraft,
  shortOf,
} from './transfer-receive-form';
import { useReceiveTransfer } from './transfers-api';

export interface TransferReceiveDialogProps {
  transfer: Transfer;
  onClose: () => void;
  /** The transfer as the server returned it after the receive. */
  onDone: (updated: Transfer) => void;
}

/** The server's field errors keyed without their `body.` prefix; its other refusals as one message. */
function serverErrors(err: unknown, fixFields: string): { fields: ReceiveErrors; message: string | null } {
  if (!isApiError(err) || Object.keys(err.fields).length === 0)
    return { fields: {}, message: errorMessage(err) };
  const fields = Object.fromEntries(
    Object.entries(err.fields).map(([k, v]) => [k.replace(/^body\./, ''), v]),
  );
  return { fields, message: fixFields };
}

/** The first error of line `i` (its quantity, product or write-off). */
const lineError = (errors: ReceiveErrors, i: number) =>
  Object.entries(errors).find(([k]) => k.startsWith(`lines.${i}.`))?.[1];

/**
 * Receives a transfer at its destination, in full or in part: per line the quantity that arrived
 * (what is still in transit until changed, never more) and, for the rest, keep it in transit to
 * receive later or write it off with a reason. Mount only while open.
 */
export function TransferReceiveDialog({ transfer, onClose, onDone }: TransferReceiveDialogProps) {
  const receive = useReceiveTransfer();
  const { t } = useInventoryText();
  const received = useCorrectionDate(t('receive.date'));
  const [draft, setDraft] = useState<ReceiveDraft>(() => receiveDraft(transfer));
  const [errors, setErrors] = useState<ReceiveErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const writesOff = draft.lines.some((l) => l.rest === 'writeOff' && shortOf(l) > 0);

  // a field's error goes once it is changed
  const clearErrors = (prefix: string) =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(prefix))));
  const change = (i: number, patch: Partial<ReceiveLineDraft>) => {
    setDraft((d) => ({ ...d, lines: d.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) }));
    clearErrors(`lines.${i}.`);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const planned = receiveBody(draft, received.date, t);
    setErrors(planned.errors ?? {});
    setFormError(planned.errors?.lines ?? (planned.errors ? t('receive.fixFields') : null));
    if (!planned.body) return;
    try {
      const updated = await receive.mutateAsync({ id: transfer.id, body: planned.body });
      const part = updated.status !== 'Received';
      toast.success(t(part ? 'receive.donePart' : 'receive.done', { number: transfer.transferNumber }));
      onDone(updated);
    } catch (err) {
      const found = serverErrors(err, t('receive.fixFields'));
      setErrors(found.fields);
      setFormError(found.fields.lines ?? found.message);
    }
  };

  return (
    <FormDialog
      title={t('receive.title', { number: transfer.transferNumber })}
      onSubmit={submit}
      onClose={onClose}
      submitting={receive.isPending}
      submitLabel={t('receive.submit')}
      error={formError}
      maxWidth="md"
      fullScreenOnPhone
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('receive.intro', { from: transfer.fromBranchName, to: transfer.toBranchName })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {draft.lines.map((line, i) => (
          <ReceiveLine
            key={line.productId}
            line={line}
            error={lineError(errors, i)}
            onChange={(patch) => change(i, patch)}
          />
        ))}
        {writesOff && (
          <TextField
            label={t('receive.reason')}
            required
            multiline
            minRows={2}
            value={draft.reason}
            onChange={(e) => {
              const reason = e.target.value;
              setDraft((d) => ({ ...d, reason }));
              clearErrors('reason');
            }}
            error={Boolean(errors.reason)}
            helperText={errors.reason ?? t('receive.reasonHelp')}
          />
        )}
      </Box>
      {received.field}
    </FormDialog>
  );
}

interface ReceiveLineProps {
  line: ReceiveLineDraft;
  error: string | undefined;
  onChange: (patch: Partial<ReceiveLineDraft>) => void;
}

/** One product of the transfer: what is in transit, the received box and, when short, what to do with the rest. */
function ReceiveLine({ line, error, onChange }: ReceiveLineProps) {
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
      <TextField
        label={t('receive.received')}
        type="number"
        size="small"
        value={line.received}
        onChange={(e) => onChange({ received: e.target.value })}
        slotProps={{ htmlInput: { min: 0, max: line.inTransit, step: 'any' } }}
        error={Boolean(error)}
        helperText={error}
      />
      {short > 0 && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormLabel id={restId} sx={{ fontSize: 14 }}>
            {t('receive.rest', { quantity: formatQty(short) })}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={restId}
            value={line.rest}
            onChange={(e) => onChange({ rest: e.target.value as ReceiveRest })}
          >
            <FormControlLabel value="keep" control={<Radio size="small" />} label={t('receive.keep')} />
            <FormControlLabel
              value="writeOff"
              control={<Radio size="small" />}
              label={t('receive.writeOff')}
            />
          </RadioGroup>
        </Box>
      )}
    </Box>
  );
}
