import type { ReactNode } from 'react';
import { BackLink } from './back-link';
import { DetailLoadState, type DetailQuery } from './detail-load-state';

export interface DetailFrameSpec {
  /** The list the page belongs to, and its name on the way back. */
  back: readonly [to: string, label: string];
  /** The page's title above a failed load, the failure's heading, the loading placeholder's name. */
  texts: readonly [title: string, failed: string, loading: string];
}

/**
 * A detail page's frame: its record once it is there (else undefined), the way back to its list (the
 * page header's breadcrumb), and what shows until then: the failed load or the loading placeholder.
 */
export function detailFrame<T>(
  query: DetailQuery & { data?: T | undefined },
  spec: DetailFrameSpec,
): readonly [record: T | undefined, back: ReactNode, wait: ReactNode] {
  const [to, label] = spec.back;
  const [title, failed, loading] = spec.texts;
  const back = <BackLink to={to} label={label} />;
  if (query.error || query.data === undefined) {
    const wait = <DetailLoadState query={query} breadcrumb={back} texts={{ title, failed, loading }} />;
    return [undefined, back, wait];
  }
  return [query.data, back, null];
}
