import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useReportsText } from './use-reports-text';

/**
 * The drill-down from a ledger line to what made it: its document ("invoice INV-0003") or, for an
 * entry made by hand, the journal entries; plain text where the source has no page.
 */
export function SourceLink({ source, path }: { source: string | null; path: string | null }) {
  const { t } = useReportsText();
  const label = source ?? t('statement.journalEntry');
  if (!path) return <>{label}</>;
  return (
    <Link component={RouterLink} to={path} underline="always">
      {label}
    </Link>
  );
}
