import EditNoteIcon from '@mui/icons-material/EditNote';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ListToolbar } from '../../../shared/list-toolbar';
import { SearchField } from '../../../shared/search-field';
import { useInventoryText } from '../use-inventory-text';
import { useProductCategories } from './products-api';

export interface ProductListFilters {
  search: string;
  category: string;
  lowStock: boolean;
}

export interface ProductsToolbarProps {
  filters: ProductListFilters;
  onChange: (change: Partial<ProductListFilters>) => void;
  /** How many rows are ticked; the bulk-edit button shows when there are some. */
  selected: number;
  onBulkEdit?: (() => void) | undefined;
}

const ALL_OPTION_SLOTS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** Search, category, low stock, and the bulk edit of the ticked rows. */
export function ProductsToolbar({ filters, onChange, selected, onBulkEdit }: ProductsToolbarProps) {
  const categories = useProductCategories();
  const { t } = useInventoryText();
  return (
    <ListToolbar>
      <SearchField
        value={filters.search}
        onChange={(search) => onChange({ search })}
        label={t('products.toolbar.searchLabel')}
        placeholder={t('products.toolbar.searchPlaceholder')}
      />
      <TextField
        select
        label={t('products.toolbar.category')}
        value={filters.category}
        onChange={(e) => onChange({ category: e.target.value })}
        sx={{ minWidth: 170 }}
        slotProps={ALL_OPTION_SLOTS}
      >
        <MenuItem value="">{t('products.toolbar.allCategories')}</MenuItem>
        {(categories.data ?? []).map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={filters.lowStock} onChange={(_, lowStock) => onChange({ lowStock })} />}
        label={t('products.toolbar.lowStockOnly')}
      />
      {onBulkEdit && selected > 0 && (
        <Button variant="outlined" startIcon={<EditNoteIcon />} onClick={onBulkEdit}>
          {t('products.toolbar.bulkEdit', { selected })}
        </Button>
      )}
    </ListToolbar>
  );
}
