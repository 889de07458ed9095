import type { ReactNode } from 'react';
import { ErrorState } from '../error-state';
import { PageHeader } from '../page-header';
import { DetailLoading } from './detail-loading';

/** The words a detail page shows before its record is there. */
export interface DetailLoadTexts {
  /** The page's title above a failed load. */
  title: string;
  /** The heading of the failure. */
  failed: string;
  /** The loading placeholder's name for screen readers. */
  loading: string;
}

/** The part of a record's query that tells whether it failed and loads it again. */
export interface DetailQuery {
  error: unknown;
  refetch: () => unknown;
}

export interface DetailLoadStateProps {
  query: DetailQuery;
  breadcrumb: ReactNode;
  texts: DetailLoadTexts;
}

/**
 * What a detail page shows until its record is there: a failed load under the page's title with
 * Retry, or else the loading placeholder.
 */
export function DetailLoadState({ query, breadcrumb, texts }: DetailLoadStateProps) {
  if (!query.error) return <DetailLoading label={texts.loading} />;
  return (
    <>
      <PageHeader title={texts.title} breadcrumb={breadcrumb} />
      <ErrorState error={query.error} title={texts.failed} onRetry={() => void query.refetch()} />
    </>
  );
}
