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
import { useBankingText } from './use-banking-text';
import { VoidBankTransferDialog } from './void-bank-transfer-dialog';

/** The branch's transfers between its own accounts, newest first, a page at a time; Void asks why. */
export function BankTransfersTable() {
  const { can, activeBranch } = useSession();
  const { t } = useBankingText();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const size: TransferTableSize = narrow ? 'phone' : wide ? 'wide' : 'desk';
  const branchId = activeBranch?.id;
  const { paging, setPaging, query } = useServerPaging(branchId);
  const transfers = useBankTransfers({ ...query, branchId });
  const [voiding, setVoiding] = useState<BankTransfer | null>(null);
  const canVoid = can('banking:update');
  const columns = useMemo(
    () => bankTransferColumns(size, { canVoid, onVoid: setVoiding, t }),
    [size, canVoid, t],
  );

  return (
    <Box component="section" aria-labelledby="transfers-heading" sx={{ mt: 4 }}>
      <Typography id="transfers-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('transfers.heading')}
      </Typography>
      <DataTable
        label={t('transfers.heading')}
        {...pagedQueryProps(transfers)}
        columns={columns}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        disableColumnSorting
        emptyTitle={t('transfers.emptyTitle')}
        emptyDescription={t('transfers.emptyDescription')}
        emptyIcon={SwapHorizIcon}
        rowHeight={transferRowHeight(size)}
        columnVisibilityModel={transferColumnVisibility(size)}
      />
      {voiding && <VoidBankTransferDialog transfer={voiding} onClose={() => setVoiding(null)} />}
    </Box>
  );
}
