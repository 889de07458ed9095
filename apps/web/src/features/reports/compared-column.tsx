import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { ComparedPeriod } from '@tawi/contracts';
import { createContext, type ReactNode, useContext } from 'react';
import { formatDate } from '../../shared/format';
import { useReportsText } from './use-reports-text';

const ComparedContext = createContext<ComparedPeriod | undefined>(undefined);

/** A statement asked with `compare`: its rows and totals show the compared period's figure beside theirs. */
export function ComparedStatement({
  comparison,
  children,
}: {
  comparison?: ComparedPeriod | undefined;
  children: ReactNode;
}) {
  return <ComparedContext.Provider value={comparison}>{children}</ComparedContext.Provider>;
}

/** The compared period of the statement being drawn, if any. */
export const useComparison = () => useContext(ComparedContext);

/**
 * The heading of the compared column: "Previous year" (or its "debit" or "credit" column, `side`) over
 * its days; nothing without a comparison.
 */
export function ComparedHeadCell({ side }: { side?: 'debit' | 'credit' }) {
  const { t } = useReportsText();
  const comparison = useComparison();
  if (!comparison) return null;
  const heading = side ? (`${comparison.kind}-${side}` as const) : comparison.kind;
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {t(`compared.${heading}`)}
      <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
        {formatDate(comparison.from)} – {formatDate(comparison.to)}
      </Typography>
    </TableCell>
  );
}
