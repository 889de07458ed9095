import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { type ProductOption, productsApi } from '@tawi/contracts';
import { type Ref, useState } from 'react';
import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { formatKes } from '../../../shared/format';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { useSalesText } from '../use-sales-text';
import { lookupProduct } from './counter-api';

export interface ProductScanFieldProps {
  onAdd: (product: ProductOption) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The counter's scan field: a USB scanner types the barcode and presses Enter, which adds the product
 * (barcode or SKU, exact); typing a name lists matches to pick with a click or the arrow keys.
 */
export function ProductScanField({ onAdd, inputRef }: ProductScanFieldProps) {
  const { t } = useSalesText();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const search = useDebouncedValue(text.trim(), 200);
  const matches = useApiQuery(
    productsApi.list,
    { query: { search, limit: 6, sort: 'name' } },
    { enabled: search.length >= 2, select: (page) => page.items },
  );
  const shown = text.trim().length >= 2 ? (matches.data ?? []) : [];
  const add = (product: ProductOption) => {
    onAdd(product);
    setText('');
    setError('');
  };
  const submit = async () => {
    const code = text.trim();
    if (!code) return;
    try {
      add(await lookupProduct(code));
    } catch (err) {
      const only = shown.length === 1 ? shown[0] : undefined;
      if (only && isApiError(err) && err.status === 404) add(only);
      else setError(errorMessage(err));
    }
  };
  return (
    <div style={{ position: 'relative' }}>
      <TextField
        fullWidth
        autoFocus
        inputRef={inputRef}
        label={t('counter.scan.label')}
        placeholder={t('counter.scan.placeholder')}
        value={text}
        error={Boolean(error)}
        helperText={error || ' '}
        onChange={(e) => {
          setText(e.target.value);
          setError('');
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void submit();
          } else if (e.key === 'ArrowDown' && shown.length > 0) {
            e.preventDefault();
            document.querySelector<HTMLElement>('[data-scan-match]')?.focus();
          } else if (e.key === 'Escape') setText('');
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <QrCodeScannerIcon fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { autoComplete: 'off' },
        }}
      />
      {shown.length > 0 && (
        <Paper elevation={4} sx={{ position: 'absolute', zIndex: 5, left: 0, right: 0, top: 56 }}>
          <List dense aria-label={t('counter.scan.matches')}>
            {shown.map((p) => (
              <ListItemButton key={p.id} data-scan-match onClick={() => add(p)}>
                <ListItemText
                  primary={p.name}
                  secondary={t('counter.scan.match', {
                    sku: p.sku,
                    price: formatKes(p.sellingPrice),
                    stock: p.currentStock,
                  })}
                />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
    </div>
  );
}
