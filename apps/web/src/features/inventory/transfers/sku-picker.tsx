import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProductOption } from '@tawi/contracts';
import { type Ref, useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { formatQtyWithUnit } from '../inventory-format';
import { useProductSearch } from '../products/products-api';
import { useInventoryText } from '../use-inventory-text';

export interface SkuPickerProps {
  value: string;
  onChange: (sku: string, product: ProductOption | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  /** SKUs already on other rows: not offered again. */
  exclude?: readonly string[];
  /** Default: 'SKU'. */
  label?: string;
}

const stockOf = (p: ProductOption) => formatQtyWithUnit(p.currentStock, p.unit);

/** Finds a product of the active branch by SKU or name and shows the stock it holds there. */
export function SkuPicker({ value, onChange, onBlur, inputRef, error, exclude = [], label }: SkuPickerProps) {
  const { t } = useInventoryText();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState(value);
  const [chosen, setChosen] = useState<ProductOption | null>(null);
  const term = useDebouncedValue(input.trim(), 250);
  const results = useProductSearch(term, open);
  const options = (results.data ?? []).filter((p) => p.sku === chosen?.sku || !exclude.includes(p.sku));
  // A row that starts with a product (editing a saved document) shows it as chosen, not an empty box.
  const startingSku = !chosen && value ? value : '';
  const starting = useProductSearch(startingSku, Boolean(startingSku));
  useEffect(() => {
    const found = starting.data?.find((p) => p.sku.toLowerCase() === startingSku.toLowerCase());
    if (found) setChosen(found);
  }, [starting.data, startingSku]);

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={chosen}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, product) => {
        setChosen(product);
        onChange(product?.sku ?? '', product);
      }}
      onBlur={onBlur}
      filterOptions={(x) => x}
      getOptionLabel={(p) => p.sku}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={results.isFetching}
      noOptionsText={term ? t('skuPicker.noMatch') : t('skuPicker.typeToSearch')}
      autoHighlight
      size="small"
      renderOption={({ key, ...props }, p) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {p.sku} · {p.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('skuPicker.available', { quantity: stockOf(p) })}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('skuPicker.label')}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={
            error ??
            (chosen ? t('skuPicker.chosen', { name: chosen.name, quantity: stockOf(chosen) }) : undefined)
          }
        />
      )}
    />
  );
}
