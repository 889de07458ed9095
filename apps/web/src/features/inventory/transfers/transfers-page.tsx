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
import { useInventoryText } from '../use-inventory-text';
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
  const { t } = useInventoryText();
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
          t,
        }),
        seesCosts,
        ['totalValue'],
      ),
    [abilities, seesCosts, act, t],
  );
  const firstPage = () => setPaging((p) => ({ ...p, page: 0 }));
  const filtered = Boolean(search || filters.status || filters.from || filters.to);
  const here = activeBranch?.name ?? t('branch.this');

  return (
    <>
      <PageHeader
        title={t('transfers.title')}
        description={t('transfers.description', { branch: here })}
        actions={
          can('stockControl:create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('transfers.add')}
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
        aria-label={t('transfers.direction')}
        sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="incoming"
          label={t('transfers.incoming')}
          id="transfers-tab-incoming"
          aria-controls="transfers-panel"
        />
        <Tab
          value="outgoing"
          label={t('transfers.outgoing')}
          id="transfers-tab-outgoing"
          aria-controls="transfers-panel"
        />
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
          label={direction === 'incoming' ? t('transfers.incomingLabel') : t('transfers.outgoingLabel')}
          {...pagedQueryProps(transfers)}
          columns={columns}
          paginationMode="server"
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          disableColumnSorting
          onCellClick={({ field, row }) => field !== 'actions' && setViewing(row)}
          emptyTitle={
            filtered
              ? t('transfers.noMatchTitle')
              : direction === 'incoming'
                ? t('transfers.emptyIncoming')
                : t('transfers.emptyOutgoing')
          }
          emptyDescription={
            filtered
              ? t('transfers.noMatchDescription')
              : direction === 'incoming'
                ? t('transfers.emptyIncomingDescription', { branch: here })
                : t('transfers.emptyOutgoingDescription', { branch: here })
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
