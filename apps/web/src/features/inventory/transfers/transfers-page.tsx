import AddIcon from '@mui/icons-material/Add';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridPaginationModel } from '@mui/x-data-grid';
import type { Transfer } from '@tawi/contracts';
import { DEFAULT_PAGE_SIZE, type TransferAction } from '@tawi/domain';
import { useCallback, useMemo, useState } from 'react';
import { DataTable } from '../../../shared/data-table';
import { PageHeader } from '../../../shared/page-header';
import { pagedQueryProps } from '../../../shared/paged-query-props';
import { withoutCostColumns } from '../../../shared/session/cost-columns';
import { useSession } from '../../../shared/session/session-context';
import { useSeesCosts } from '../../../shared/session/use-sees-costs';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { transferActions } from './transfer-actions';
import { transferColumns } from './transfer-columns';
import { TransferConfirm, type TransferConfirmTarget } from './transfer-confirm';
import { TransferDialog } from './transfer-dialog';
import { TransferReceiveDialog } from './transfer-receive-dialog';
import { TransferView } from './transfer-view';
import { type TransferDirection, useTransfers } from './transfers-api';
import { type TransferListFilters, TransfersToolbar } from './transfers-toolbar';

const NO_FILTERS: TransferListFilters = { search: '', status: '', from: '', to: '' };

export function TransfersPage() {
  const { me, can, activeBranch } = useSession();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [direction, setDirection] = useState<TransferDirection>('incoming');
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [filters, setFilters] = useState(NO_FILTERS);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<Transfer | null>(null);
  const [confirming, setConfirming] = useState<TransferConfirmTarget | null>(null);
  const [receiving, setReceiving] = useState<Transfer | null>(null);
  // receiving asks what arrived (in part or in full); dispatching and cancelling only confirm
  const act = useCallback(
    (transfer: Transfer, action: TransferAction) =>
      action === 'receive' ? setReceiving(transfer) : setConfirming({ transfer, action }),
    [],
  );
  const showUpdated = (updated: Transfer) => setViewing((v) => (v?.id === updated.id ? updated : v));
  const search = useDebouncedValue(filters.search.trim());
  const badPeriod = Boolean(filters.from && filters.to && filters.from > filters.to);
  const transfers = useTransfers({
    page: paging.page + 1,
    limit: paging.pageSize,
    direction,
    search,
    status: filters.status,
    from: filters.from,
    to: badPeriod ? '' : filters.to,
  });
  const abilities = useMemo(
    () => ({ canUpdate: can('stockControl:update'), branchIds: new Set(me.branches.map((b) => b.id)) }),
    [can, me.branches],
  );
  const seesCosts = useSeesCosts();
  const columns = useMemo(
    () =>
      withoutCostColumns(
        transferColumns({
          ...abilities,
          onView: setViewing,
          onAction: act,
        }),
        seesCosts,
        ['totalValue'],
      ),
    [abilities, seesCosts, act],
  );
  const firstPage = () => setPaging((p) => ({ ...p, page: 0 }));
  const filtered = Boolean(search || filters.status || filters.from || filters.to);
  const here = activeBranch?.name ?? 'this branch';

  return (
    <>
      <PageHeader
        title="Transfers"
        description={`Stock moving between branches, seen from ${here}.`}
        actions={
          can('stockControl:create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              New transfer
            </Button>
          )
        }
      />
      <Tabs
        value={direction}
        onChange={(_, d: TransferDirection) => {
          setDirection(d);
          firstPage();
        }}
        aria-label="Direction"
        sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="incoming" label="Incoming" id="transfers-tab-incoming" aria-controls="transfers-panel" />
        <Tab value="outgoing" label="Outgoing" id="transfers-tab-outgoing" aria-controls="transfers-panel" />
      </Tabs>
      <Box role="tabpanel" id="transfers-panel" aria-labelledby={`transfers-tab-${direction}`}>
        <TransfersToolbar
          filters={filters}
          onChange={(change) => {
            setFilters((f) => ({ ...f, ...change }));
            firstPage();
          }}
        />
        <DataTable
          label={direction === 'incoming' ? 'Incoming transfers' : 'Outgoing transfers'}
          {...pagedQueryProps(transfers)}
          columns={columns}
          paginationMode="server"
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          disableColumnSorting
          onCellClick={({ field, row }) => field !== 'actions' && setViewing(row)}
          emptyTitle={filtered ? 'No transfer matches these filters' : `No ${direction} transfers`}
          emptyDescription={
            filtered
              ? 'Clear the search or pick other filters.'
              : direction === 'incoming'
                ? `Transfers other branches send to ${here} will be listed here.`
                : `Transfers ${here} sends to other branches will be listed here.`
          }
          emptyIcon={CompareArrowsIcon}
          columnVisibilityModel={{
            createdAt: !narrow,
            totalValue: !narrow,
            totalQty: !narrow,
            fromBranchName: !narrow || direction === 'incoming',
            toBranchName: !narrow || direction === 'outgoing',
            // on a phone a row opens the transfer, which has these buttons
            actions: !narrow,
          }}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </Box>
      {creating && (
        <TransferDialog
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setDirection('outgoing');
            firstPage();
            setViewing(created);
          }}
        />
      )}
      {viewing && (
        <TransferView
          transfer={viewing}
          actions={transferActions(viewing, abilities)}
          onAction={(action) => act(viewing, action)}
          onClose={() => setViewing(null)}
        />
      )}
      <TransferConfirm target={confirming} onClose={() => setConfirming(null)} onDone={showUpdated} />
      {receiving && (
        <TransferReceiveDialog
          transfer={receiving}
          onClose={() => setReceiving(null)}
          onDone={(updated) => {
            setReceiving(null);
            showUpdated(updated);
          }}
        />
      )}
    </>
  );
}
