import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../shared/error-state';
import type { ReportName } from './reports-api';
import { useReportsText } from './use-reports-text';

export interface ReportBodyProps<T> {
  query: UseQueryResult<T>;
  /** The statement, whose name the loading and error lines say. */
  report: ReportName;
  children: (data: T) => ReactNode;
}

/** A report's loading (skeleton), error (message + Retry) and loaded states; a thin bar while it refreshes. */
export function ReportBody<T>({ query, report, children }: ReportBodyProps<T>) {
  const { t } = useReportsText();
  if (query.error)
    return (
      <ErrorState
        error={query.error}
        title={t(`statements.${report}.loadFailed`)}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data === undefined)
    return (
      // a named region needs a role that takes a name (axe aria-prohibited-attr): a progress bar
      <Box role="progressbar" aria-busy="true" aria-label={t(`statements.${report}.loading`)}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Box>
    );
  return (
    <Box sx={{ position: 'relative' }} aria-busy={query.isFetching}>
      {query.isFetching && (
        <LinearProgress
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1, borderRadius: 1 }}
        />
      )}
      {children(query.data)}
    </Box>
  );
}
