import EditNoteIcon from '@mui/icons-material/EditNote';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { FilterSelect } from '../../../shared/lists/filter-select';
import { searchTexts } from '../../../shared/lists/list-texts';
import { SearchToolbar } from '../../../shared/lists/search-toolbar';
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

/** Search, category, low stock, and the bulk edit of the ticked rows. */
export function ProductsToolbar({ filters, onChange, selected, onBulkEdit }: ProductsToolbarProps) {
  const categories = useProductCategories();
  const { t } = useInventoryText();
  return (
    <SearchToolbar
      value={filters.search}
      onChange={(search) => onChange({ search })}
      {...searchTexts((key) => t(`products.toolbar.${key}`))}
    >
      <FilterSelect
        label={t('products.toolbar.category')}
        value={filters.category}
        onChange={(category) => onChange({ category })}
        allLabel={t('products.toolbar.allCategories')}
        options={(categories.data ?? []).map((c) => ({ value: c, label: c }))}
        sx={{ minWidth: 170 }}
      />
      <FormControlLabel
        control={<Switch checked={filters.lowStock} onChange={(_, lowStock) => onChange({ lowStock })} />}
        label={t('products.toolbar.lowStockOnly')}
      />
      {onBulkEdit && selected > 0 && (
        <Button variant="outlined" startIcon={<EditNoteIcon />} onClick={onBulkEdit}>
          {t('products.toolbar.bulkEdit', { selected })}
        </Button>
      )}
    </SearchToolbar>
  );
}
