import { ErrorState } from '../../shared/error-state';
import { FullPageSpinner } from '../../shared/full-page-spinner';

/** The part of a settings page's query that tells how its load went. */
export interface SettingsQuery {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A settings page until its settings are there: the spinner, or the failed load with Retry. */
export function SettingsLoadState({ query, failed }: { query: SettingsQuery; failed: string }) {
  if (query.isPending) return <FullPageSpinner />;
  if (!query.error) return null;
  return <ErrorState error={query.error} title={failed} onRetry={() => void query.refetch()} />;
}
