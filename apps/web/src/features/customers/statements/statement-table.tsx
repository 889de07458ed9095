import Box from '@mui/material/Box';
import type { CustomerStatement as Statement } from '@tawi/contracts';
import { RunningBalanceTable } from '../../../shared/documents/running-balance-table';
import { PHONE_ONLY } from '../../../shared/documents/table-styles';
import { formatKes } from '../../../shared/format';
import { useCustomersText } from '../use-customers-text';

type Line = Statement['lines'][number];

const WIDE_INLINE = { display: { xs: 'none', sm: 'inline' } } as const;

/** Desk: the number with what the line is; phone: the number alone. */
function DocumentCell({ line: l }: { line: Line }) {
  return (
    <>
      <Box component="span" sx={WIDE_INLINE}>
        {l.description.includes(l.number) ? l.description : `${l.number} · ${l.description}`}
      </Box>
      <Box component="span" sx={PHONE_ONLY}>
        {l.number}
      </Box>
    </>
  );
}

/** Desk: date, document, charged, paid, balance. Phone: the document with its date, the signed amount, balance. */
export function StatementTable({ statement, label }: { statement: Statement; label: string }) {
  const { t } = useCustomersText();
  return (
    <RunningBalanceTable
      statement={statement}
      label={label}
      document={{ header: t('statements.document'), cell: (l) => <DocumentCell line={l} /> }}
      amountHeaders={[t('statements.charged'), t('statements.paid'), t('common.amount')]}
      phoneAmount={(l) => formatKes(l.debit - l.credit)}
    />
  );
}
