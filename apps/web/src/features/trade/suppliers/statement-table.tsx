import Box from '@mui/material/Box';
import type { SupplierStatement } from '@tawi/contracts';
import { Money } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { RunningBalanceTable, type StatementColumn } from '../../../shared/documents/running-balance-table';
import { DESK, WIDE } from '../../../shared/documents/table-styles';
import { formatDate, formatNumber } from '../../../shared/format';
import { useTradeText } from '../use-trade-text';

type Line = SupplierStatement['lines'][number];

const typeLabel = (l: Line, t: TFunction<'trade'>) => t(`suppliers.statement.types.${l.type}`);

const columns = (t: TFunction<'trade'>): StatementColumn<Line>[] => [
  { header: t('suppliers.statement.type'), sx: WIDE, cell: (l) => typeLabel(l, t) },
  { header: t('common.description'), sx: DESK, cell: (l) => l.description },
];

/**
 * Bills credit what is owed, payments debit it; the balance runs down the last column. On a phone
 * the date and type go under the number and one signed amount (+ billed, - paid) stands for debit and credit.
 */
export function StatementTable({ statement, label }: { statement: SupplierStatement; label: string }) {
  const { t } = useTradeText();
  return (
    <RunningBalanceTable
      statement={statement}
      label={label}
      sx={{ borderRadius: 3 }}
      document={{
        header: t('suppliers.statement.number'),
        cell: (l) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {l.number}
          </Box>
        ),
      }}
      phoneCaption={(l) =>
        t('suppliers.statement.phoneCaption', { date: formatDate(l.date), type: typeLabel(l, t) })
      }
      columns={columns(t)}
      amountHeaders={[t('suppliers.statement.debit'), t('suppliers.statement.credit'), 'KES']}
      phoneAmount={(l) => formatNumber(Money.of(l.credit).minus(l.debit))}
    />
  );
}
