import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { ProductOption } from '@tawi/contracts';
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
  return [
    { field: 'sku', headerName: 'SKU', width: 110 },
    {
      field: 'name',
      headerName: 'Name',
      flex: 1,
      minWidth: 140,
      renderCell: ({ row }) => <NameCell row={row} narrow={a.narrow} />,
    },
    {
      field: 'category',
      headerName: 'Category',
      width: 105,
      valueFormatter: (v: string | null) => v ?? EMPTY_DISPLAY,
    },
    { field: 'sellingPrice', headerName: 'Selling price', type: 'number', width: 115, valueFormatter: money },
    {
      field: 'currentStock',
      headerName: 'In stock',
      type: 'number',
      width: 100,
      renderCell: ({ row }) => (
        <StockLevelCell currentStock={row.currentStock} minimumStock={row.minimumStock} />
      ),
    },
    {
      field: 'minimumStock',
      headerName: 'Minimum',
      type: 'number',
      width: 90,
      sortable: false,
      valueFormatter: (v: number) => formatQty(v),
    },
    {
      field: 'stockValue',
      headerName: 'Stock value',
      type: 'number',
      width: 125,
      sortable: false,
      // a reader of inventory always gets it; a product only picked for a form comes without
      valueFormatter: (v: number | undefined) => (v === undefined ? EMPTY_DISPLAY : formatKes(v)),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 120,
      getActions: ({ row }) =>
        rowActions([
          {
            key: 'adjust',
            icon: <TuneIcon />,
            label: `Adjust stock of ${row.name}`,
            onClick: () => a.onAdjust(row),
            shown: a.canAdjust,
          },
          {
            key: 'edit',
            icon: <EditIcon />,
            label: `Edit ${row.name}`,
            onClick: () => a.onEdit(row),
            shown: a.canUpdate,
          },
          {
            key: 'delete',
            icon: <DeleteIcon />,
            label: `Delete ${row.name}`,
            onClick: () => a.onDelete(row),
            shown: a.canDelete,
          },
        ]),
    },
  ];
}
