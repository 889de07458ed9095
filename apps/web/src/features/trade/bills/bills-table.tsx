import ReceiptIcon from '@mui/icons-material/Receipt';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Bill } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../shared/data-table';
import { useServerPaging } from '../../../shared/documents/use-server-paging';
import { pagedQueryProps } from '../../../shared/paged-query-props';
import { useSession } from '../../../shared/session/session-context';
import { tradePaths } from '../trade-format';
import { useTradeText } from '../use-trade-text';
import { billColumns } from './bill-columns';
import { type BillFilter, useBills } from './bills-api';
import { VoidBillDialog } from './void-bill-dialog';

export type BillListFilter = Omit<BillFilter, 'page' | 'limit'>;

export interface BillsTableProps {
  filter: BillListFilter;
  label?: string;
  /** One supplier's bills: the supplier column is left out. */
  hideSupplier?: boolean;
  emptyTitle: string;
  emptyDescription: string;
}

/** Bills, a page at a time from the server; a row opens the bill; Void asks first. */
export function BillsTable({ filter, label, hideSupplier, emptyTitle, emptyDescription }: BillsTableProps) {
  const { can } = useSession();
  const { t } = useTradeText();
  const navigate = useNavigate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // beside the menu, every column fits only on a wide screen
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
  const { paging, setPaging, query } = useServerPaging(filter);
  const bills = useBills({ ...filter, ...query });
  const [voiding, setVoiding] = useState<Bill | null>(null);
  const columns = useMemo(
    () => billColumns({ canVoid: can('trade:approve'), narrow, onVoid: setVoiding, t }),
    [can, narrow, t],
  );

  return (
    <>
      <DataTable
        label={label ?? t('bills.list.title')}
        {...pagedQueryProps(bills)}
        columns={columns}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        disableColumnSorting
        onCellClick={({ field, row }) => field !== 'actions' && navigate(tradePaths.bill(row.id))}
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
        emptyIcon={ReceiptIcon}
        rowHeight={narrow ? 60 : 52}
        columnVisibilityModel={{
          supplierName: !hideSupplier && !narrow,
          date: wide,
          dueDate: !narrow,
          purchaseId: !narrow,
          totalAmount: !narrow,
          outstanding: !narrow,
          actions: !narrow,
        }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
      {voiding && <VoidBillDialog bill={voiding} onClose={() => setVoiding(null)} />}
    </>
  );
}
