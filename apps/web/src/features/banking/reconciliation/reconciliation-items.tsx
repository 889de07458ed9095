import DoneAllIcon from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReconciliationDetail } from '@tawi/contracts';
import { useUrlFilters } from '../../../shared/documents/use-url-filters';
import { useSession } from '../../../shared/session/session-context';
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
  all: 'No posted lines of this account up to the statement date.',
  unmatched: 'Every line is matched.',
  matched: 'No line is matched yet: tick the ones on the statement.',
} as const;

/**
 * The account's lines up to the statement date: All, Unmatched or Matched (kept in the address),
 * each with its box to tick. A finished reconciliation shows the lines it cleared, read-only.
 */
export function ReconciliationItems({ reconciliation: r }: { reconciliation: ReconciliationDetail }) {
  const { can } = useSession();
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
            aria-label="Lines shown"
            variant="scrollable"
            sx={{ '& .MuiTab-root': { minWidth: 0, px: { xs: 1.25, sm: 2 } } }}
          >
            {ITEM_VIEWS.map((v) => (
              <Tab key={v.value} value={v.value} label={`${v.label} (${count(v.value)})`} />
            ))}
          </Tabs>
          <Button
            startIcon={<DoneAllIcon />}
            disabled={toMatch.length === 0}
            onClick={() => toggle(toMatch, true)}
          >
            Match all shown
          </Button>
        </Box>
      )}
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3 }}>
          {EMPTY_VIEW[current]}
        </Typography>
      ) : (
        <ReconciliationItemsTable
          label={`Lines of ${reconciliationName(r)}`}
          items={shown}
          isChecked={(i) => pending.get(i.lineId) ?? i.status === 'Matched'}
          isLocked={(i) => !editable || pending.has(i.lineId)}
          onToggle={(i, match) => toggle([i.lineId], match)}
        />
      )}
    </>
  );
}
