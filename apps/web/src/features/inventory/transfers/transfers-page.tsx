import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Transfer } from '@tawi/contracts';
import type { TransferAction } from '@tawi/domain';
import { useCallback, useMemo, useState } from 'react';
import { addAction } from '../../../shared/lists/add-action';
import { ServerDataTable } from '../../../shared/lists/server-data-table';
import { useScreenSize } from '../../../shared/lists/use-screen-size';
import { useServerGrid } from '../../../shared/lists/use-server-grid';
import { PageHeader } from '../../../shared/page-header';
import { withoutCostColumns } from '../../../shared/session/cost-columns';
import { useSession } from '../../../shared/session/session-context';
import { useSeesCosts } from '../../../shared/session/use-sees-costs';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { useInventoryText } from '../use-inventory-text';
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
  const { narrow } = useScreenSize();
  const [direction, setDirection] = useState<TransferDirection>('incoming');
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
  const { query, gridProps, firstPage } = useServerGrid({
    filter: {
      direction,
      search,
      status: filters.status,
      from: filters.from,
      to: badPeriod ? '' : filters.to,
    },
  });
  const transfers = useTransfers(query);
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
  const filtered = Boolean(search || filters.status || filters.from || filters.to);
  const here = activeBranch?.name ?? t('branch.this');

  return (
    <>
      <PageHeader
        title={t('transfers.title')}
        description={t('transfers.description', { branch: here })}
        actions={addAction(can('stockControl:create'), t('transfers.add'), () => setCreating(true))}
      />
      <Tabs
        value={direction}
        onChange={(_, d: TransferDirection) => setDirection(d)}
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
        <TransfersToolbar filters={filters} onChange={(change) => setFilters((f) => ({ ...f, ...change }))} />
        <ServerDataTable
          label={direction === 'incoming' ? t('transfers.incomingLabel') : t('transfers.outgoingLabel')}
          query={transfers}
          grid={gridProps}
          columns={columns}
          onOpen={setViewing}
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
        <TransferView shown={viewing} abilities={abilities} onAction={act} onClose={() => setViewing(null)} />
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
