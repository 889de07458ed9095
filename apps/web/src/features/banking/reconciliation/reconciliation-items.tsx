import DoneAllIcon from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReconciliationDetail } from '@tawi/contracts';
import { useUrlFilters } from '../../../shared/documents/use-url-filters';
import { useSession } from '../../../shared/session/session-context';
import { useBankingText } from '../use-banking-text';
import {
  ITEM_VIEWS,
  type ItemView,
  isItemView,
  itemsInView,
  reconciliationName,
} from './reconciliation-format';
import { ReconciliationItemsTable } from './reconciliation-items-table';
import { useLineToggles } from './use-line-toggles';

const EMPTY_VIEW = {
  all: 'items.emptyAll',
  unmatched: 'items.emptyUnmatched',
  matched: 'items.emptyMatched',
} as const;

/**
 * The account's lines up to the statement date: All, Unmatched or Matched (kept in the address),
 * each with its box to tick. A finished reconciliation shows the lines it cleared, read-only.
 */
export function ReconciliationItems({ reconciliation: r }: { reconciliation: ReconciliationDetail }) {
  const { can } = useSession();
  const { t } = useBankingText();
  const editable = !r.reconciledAt && can('banking:update');
  const [{ view }, setFilters] = useUrlFilters({ view: 'all' });
  const current = editable && isItemView(view) ? view : 'all';
  const { pending, toggle } = useLineToggles(r.id);
  const shown = itemsInView(r.items, current);
  const toMatch = shown
    .filter((i) => i.status === 'Unmatched' && !pending.has(i.lineId))
    .map((i) => i.lineId);
  const count = (v: ItemView) => itemsInView(r.items, v).length;

  return (
    <>
      {editable && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Tabs
            value={current}
            onChange={(_, value: string) => setFilters({ view: value })}
            aria-label={t('items.shown')}
            variant="scrollable"
            sx={{ '& .MuiTab-root': { minWidth: 0, px: { xs: 1.25, sm: 2 } } }}
          >
            {ITEM_VIEWS.map((v) => (
              <Tab
                key={v}
                value={v}
                label={t('items.viewCount', { view: t(`items.views.${v}`), count: count(v) })}
              />
            ))}
          </Tabs>
          <Button
            startIcon={<DoneAllIcon />}
            disabled={toMatch.length === 0}
            onClick={() => toggle(toMatch, true)}
          >
            {t('items.matchAll')}
          </Button>
        </Box>
      )}
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3 }}>
          {t(EMPTY_VIEW[current])}
        </Typography>
      ) : (
        <ReconciliationItemsTable
          label={t('items.tableLabel', { name: reconciliationName(r, t) })}
          items={shown}
          isChecked={(i) => pending.get(i.lineId) ?? i.status === 'Matched'}
          isLocked={(i) => !editable || pending.has(i.lineId)}
          onToggle={(i, match) => toggle([i.lineId], match)}
        />
      )}
    </>
  );
}
