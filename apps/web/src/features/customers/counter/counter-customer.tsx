import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { CustomerField } from '../customer-field';
import { useSaveCustomer } from '../customers-api';
import { useSalesText } from '../use-sales-text';

export interface CounterCustomerProps {
  /** '' for the branch's walk-in customer. */
  customerId: string;
  onChange: (id: string, name: string | null) => void;
}

/** Walk-in by default; a customer found by name, or added here with a name and phone. */
export function CounterCustomer({ customerId, onChange }: CounterCustomerProps) {
  const { t } = useSalesText();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCustomer();
  const add = async () => {
    try {
      const made = await save.mutateAsync({
        body: { name, phone: phone || null, paymentTerms: 'due_on_receipt' },
      });
      onChange(made.id, made.name);
      setAdding(false);
      setName('');
      setPhone('');
      setErrors({});
    } catch (err) {
      setErrors(isApiError(err) && Object.keys(err.fields).length ? err.fields : { name: errorMessage(err) });
    }
  };
  if (adding) {
    return (
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto auto' } }}>
        <TextField
          size="small"
          label={t('counter.customer.name')}
          value={name}
          autoFocus
          error={Boolean(errors.name)}
          helperText={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          size="small"
          label={t('counter.customer.phone')}
          value={phone}
          error={Boolean(errors.phone)}
          helperText={errors.phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <Button variant="contained" onClick={() => void add()} disabled={!name.trim() || save.isPending}>
          {t('counter.customer.add')}
        </Button>
        <Button onClick={() => setAdding(false)}>{t('counter.customer.cancel')}</Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <CustomerField
        size="small"
        value={customerId}
        emptyLabel={t('counter.customer.walkIn')}
        label={t('common.customer')}
        onChange={(id, record) => onChange(id, record?.name ?? null)}
        sx={{ flex: 1 }}
      />
      <Button startIcon={<PersonAddIcon />} onClick={() => setAdding(true)} sx={{ whiteSpace: 'nowrap' }}>
        {t('counter.customer.new')}
      </Button>
    </Box>
  );
}
