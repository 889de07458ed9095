import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BankTransfer } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import { emptyTexts } from '../../shared/lists/list-texts';
import { ServerDataTable } from '../../shared/lists/server-data-table';
import { useScreenSize } from '../../shared/lists/use-screen-size';
import { useServerList } from '../../shared/lists/use-server-list';
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
  const { narrow, large } = useScreenSize();
  const size: TransferTableSize = narrow ? 'phone' : large ? 'wide' : 'desk';
  const transfers = useServerList(useBankTransfers, { filter: { branchId: activeBranch?.id } });
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
      <ServerDataTable
        label={t('transfers.heading')}
        {...transfers}
        columns={columns}
        {...emptyTexts((key) => t(`transfers.${key}`))}
        emptyIcon={SwapHorizIcon}
        rowHeight={transferRowHeight(size)}
        columnVisibilityModel={transferColumnVisibility(size)}
      />
      {voiding && <VoidBankTransferDialog transfer={voiding} onClose={() => setVoiding(null)} />}
    </Box>
  );
}
