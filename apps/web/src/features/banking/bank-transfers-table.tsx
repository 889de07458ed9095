import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { BankTransfer } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import { DataTable } from '../../shared/data-table';
import { useServerPaging } from '../../shared/documents/use-server-paging';
import { pagedQueryProps } from '../../shared/paged-query-props';
import { useSession } from '../../shared/session/session-context';
import {
  bankTransferColumns,
  type TransferTableSize,
  transferColumnVisibility,
  transferRowHeight,
} from './bank-transfer-columns';
import { useBankTransfers } from './bank-transfers-api';
import { VoidBankTransferDialog } from './void-bank-transfer-dialog';

/** The branch's transfers between its own accounts, newest first, a page at a time; Void asks why. */
export function BankTransfersTable() {
  const { can, activeBranch } = useSession();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const size: TransferTableSize = narrow ? 'phone' : wide ? 'wide' : 'desk';
  const branchId = activeBranch?.id;
  const { paging, setPaging, query } = useServerPaging(branchId);
  const transfers = useBankTransfers({ ...query, branchId });
  const [voiding, setVoiding] = useState<BankTransfer | null>(null);
  const canVoid = can('banking:update');
  const columns = useMemo(() => bankTransferColumns(size, { canVoid, onVoid: setVoiding }), [size, canVoid]);

  return (
    <Box component="section" aria-labelledby="transfers-heading" sx={{ mt: 4 }}>
      <Typography id="transfers-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Transfers
      </Typography>
      <DataTable
        label="Transfers"
        {...pagedQueryProps(transfers)}
        columns={columns}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        disableColumnSorting
        emptyTitle="No transfers yet"
        emptyDescription="Money moved between this branch's accounts (cash banked, M-Pesa swept to the bank) is listed here."
        emptyIcon={SwapHorizIcon}
        rowHeight={transferRowHeight(size)}
        columnVisibilityModel={transferColumnVisibility(size)}
      />
      {voiding && <VoidBankTransferDialog transfer={voiding} onClose={() => setVoiding(null)} />}
    </Box>
  );
}
