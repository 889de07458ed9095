import ReceiptIcon from '@mui/icons-material/Receipt';
import type { Bill } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ServerDataTable } from '../../../shared/lists/server-data-table';
import { useScreenSize } from '../../../shared/lists/use-screen-size';
import { useServerList } from '../../../shared/lists/use-server-list';
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
  // beside the menu, every column fits only on a wide screen
  const { narrow, wide } = useScreenSize();
  const bills = useServerList(useBills, { filter });
  const [voiding, setVoiding] = useState<Bill | null>(null);
  const columns = useMemo(
    () => billColumns({ canVoid: can('trade:approve'), narrow, onVoid: setVoiding, t }),
    [can, narrow, t],
  );

  return (
    <>
      <ServerDataTable
        label={label ?? t('bills.list.title')}
        {...bills}
        columns={columns}
        onOpen={(row) => navigate(tradePaths.bill(row.id))}
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
        emptyIcon={ReceiptIcon}
        narrow={narrow}
        columnVisibilityModel={{
          supplierName: !hideSupplier && !narrow,
          date: wide,
          dueDate: !narrow,
          purchaseId: !narrow,
          totalAmount: !narrow,
          outstanding: !narrow,
          actions: !narrow,
        }}
      />
      {voiding && <VoidBillDialog bill={voiding} onClose={() => setVoiding(null)} />}
    </>
  );
}
