import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { ProductOption } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { formatKes } from '../../../shared/format';
import { actionsColumn, optionalTextColumn } from '../../../shared/lists/grid-columns';
import { moneyColumn } from '../../../shared/lists/list-columns';
import { qtyColumn } from '../qty-columns';
import { StockLevelCell } from './stock-level-cell';

export interface ProductActions {
  canUpdate: boolean;
  canDelete: boolean;
  canAdjust: boolean;
  /** On a phone the SKU shows under the name instead of in a column. */
  narrow: boolean;
  onEdit: (product: ProductOption) => void;
  onDelete: (product: ProductOption) => void;
  onAdjust: (product: ProductOption) => void;
  t: TFunction<'inventory'>;
}

export const productPath = (id: string) => `/dashboard/products/${id}`;

function NameCell({ row, narrow }: { row: ProductOption; narrow: boolean }) {
  return (
    <Box
      sx={{
        minWidth: 0,
        lineHeight: 1.3,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        height: '100%',
      }}
    >
      <Link component={RouterLink} to={productPath(row.id)} underline="hover" noWrap sx={{ fontWeight: 500 }}>
        {row.name}
      </Link>
      {narrow && (
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {row.sku} · {formatKes(row.sellingPrice)}
        </Typography>
      )}
    </Box>
  );
}

export function productColumns(a: ProductActions): GridColDef<ProductOption>[] {
  const { t } = a;
  return [
    { field: 'sku', headerName: t('products.columns.sku'), width: 110 },
    {
      field: 'name',
      headerName: t('products.columns.name'),
      flex: 1,
      minWidth: 140,
      renderCell: ({ row }) => <NameCell row={row} narrow={a.narrow} />,
    },
    optionalTextColumn('category', t('products.columns.category'), { width: 105 }),
    moneyColumn('sellingPrice', t('products.columns.sellingPrice'), { width: 115 }),
    {
      field: 'currentStock',
      headerName: t('products.columns.inStock'),
      type: 'number',
      width: 100,
      renderCell: ({ row }) => (
        <StockLevelCell currentStock={row.currentStock} minimumStock={row.minimumStock} />
      ),
    },
    qtyColumn('minimumStock', t('products.columns.minimum'), { width: 90, sortable: false }),
    // a reader of inventory always gets it; a product only picked for a form comes without (a dash)
    moneyColumn('stockValue', t('products.columns.stockValue'), { width: 125, sortable: false }),
    actionsColumn<ProductOption>(t('products.columns.actions'), 120, (row) => [
      {
        key: 'adjust',
        icon: <TuneIcon />,
        label: t('products.columns.adjustNamed', { name: row.name }),
        onClick: () => a.onAdjust(row),
        shown: a.canAdjust,
      },
      {
        key: 'edit',
        icon: <EditIcon />,
        label: t('products.columns.editNamed', { name: row.name }),
        onClick: () => a.onEdit(row),
        shown: a.canUpdate,
      },
      {
        key: 'delete',
        icon: <DeleteIcon />,
        label: t('products.columns.deleteNamed', { name: row.name }),
        onClick: () => a.onDelete(row),
        shown: a.canDelete,
      },
    ]),
  ];
}
