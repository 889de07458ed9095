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
import { EMPTY_DISPLAY, formatKes } from '../../../shared/format';
import { rowActions } from '../../../shared/row-actions';
import { formatQty } from '../inventory-format';
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

const money = (v: number) => formatKes(v);

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
    {
      field: 'category',
      headerName: t('products.columns.category'),
      width: 105,
      valueFormatter: (v: string | null) => v ?? EMPTY_DISPLAY,
    },
    {
      field: 'sellingPrice',
      headerName: t('products.columns.sellingPrice'),
      type: 'number',
      width: 115,
      valueFormatter: money,
    },
    {
      field: 'currentStock',
      headerName: t('products.columns.inStock'),
      type: 'number',
      width: 100,
      renderCell: ({ row }) => (
        <StockLevelCell currentStock={row.currentStock} minimumStock={row.minimumStock} />
      ),
    },
    {
      field: 'minimumStock',
      headerName: t('products.columns.minimum'),
      type: 'number',
      width: 90,
      sortable: false,
      valueFormatter: (v: number) => formatQty(v),
    },
    {
      field: 'stockValue',
      headerName: t('products.columns.stockValue'),
      type: 'number',
      width: 125,
      sortable: false,
      // a reader of inventory always gets it; a product only picked for a form comes without
      valueFormatter: (v: number | undefined) => (v === undefined ? EMPTY_DISPLAY : formatKes(v)),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('products.columns.actions'),
      width: 120,
      getActions: ({ row }) =>
        rowActions([
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
    },
  ];
}
