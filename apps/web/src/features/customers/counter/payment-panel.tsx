import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Money } from '@tawi/domain';
import { formatKes } from '../../../shared/format';
import { useSalesText } from '../use-sales-text';
import { changeDue, type PayMode, type PaymentDraft, paymentsOf, remaining } from './counter-cart';

export interface PaymentPanelProps {
  draft: PaymentDraft;
  total: Money;
  onChange: (patch: Partial<PaymentDraft>) => void;
  /** Field errors from the server, by path (`payments.0.reference`, `tendered`). */
  errors: Record<string, string>;
}

const MODES: readonly PayMode[] = ['cash', 'mpesa', 'card', 'split'];

/** The server's error on a payment's field, found by the payment's place in the list sent. */
const errorOf = (
  errors: Record<string, string>,
  payments: { method: string }[],
  method: string,
  field: string,
) => {
  const i = payments.findIndex((p) => p.method === method);
  return i >= 0 ? errors[`payments.${i}.${field}`] : undefined;
};

/** How the sale is paid: one method or split, the M-Pesa code, the cash tendered and the change. */
export function PaymentPanel({ draft, total, onChange, errors }: PaymentPanelProps) {
  const { t } = useSalesText();
  const payments = paymentsOf(draft, total);
  const left = remaining(payments, total);
  const change = changeDue(draft, payments);
  const split = draft.mode === 'split';
  const uses = (m: 'cash' | 'mpesa' | 'card') => (split ? true : draft.mode === m);
  const amountField = (m: 'cash' | 'mpesa' | 'card') =>
    split && (
      <TextField
        size="small"
        type="number"
        label={t(`counter.payment.amounts.${m}`)}
        value={draft[m]}
        onChange={(e) => onChange({ [m]: e.target.value })}
        slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
      />
    );
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        aria-label={t('counter.payment.method')}
        value={draft.mode}
        onChange={(_, mode: PayMode | null) => mode && onChange({ mode })}
      >
        {MODES.map((m) => (
          <ToggleButton key={m} value={m}>
            {t(`counter.payment.modes.${m}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {amountField('cash')}
      {uses('cash') && (
        <TextField
          size="small"
          type="number"
          label={t('counter.payment.tendered')}
          value={draft.tendered}
          error={Boolean(errors.tendered)}
          helperText={errors.tendered}
          onChange={(e) => onChange({ tendered: e.target.value })}
          slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
        />
      )}
      {amountField('mpesa')}
      {uses('mpesa') && (
        <TextField
          size="small"
          label={t('counter.payment.mpesaCode')}
          placeholder={t('counter.payment.mpesaCodeExample')}
          value={draft.mpesaCode}
          error={Boolean(errorOf(errors, payments, 'mpesa', 'reference'))}
          helperText={errorOf(errors, payments, 'mpesa', 'reference')}
          onChange={(e) => onChange({ mpesaCode: e.target.value.toUpperCase() })}
          slotProps={{ htmlInput: { maxLength: 10, autoComplete: 'off' } }}
        />
      )}
      {amountField('card')}
      {uses('card') && (
        <TextField
          size="small"
          label={t('counter.payment.cardSlip')}
          value={draft.cardReference}
          onChange={(e) => onChange({ cardReference: e.target.value })}
        />
      )}
      {split && !left.isZero() && (
        <Alert severity={left.isPositive() ? 'warning' : 'error'}>
          {left.isPositive()
            ? t('counter.payment.stillToPay', { amount: formatKes(left.toNumber()) })
            : t('counter.payment.paidOver', { amount: formatKes(left.neg().toNumber()) })}
        </Alert>
      )}
      {change && !change.isZero() && (
        <Typography
          role="status"
          variant="h6"
          color={change.isNegative() ? 'error' : 'success.main'}
          data-testid="change-due"
        >
          {change.isNegative()
            ? t('counter.payment.short', { amount: formatKes(change.neg().toNumber()) })
            : t('counter.payment.change', { amount: formatKes(change.toNumber()) })}
        </Typography>
      )}
    </Box>
  );
}
