import { useState } from 'react';

/**
 * A report's page (0-based) and page size, back to the first page whenever `resetOn` changes (a new
 * period, branch or account), so a filter never lands on a page past the end.
 */
export function useReportPage(resetOn: unknown, defaultLimit: number) {
  const key = JSON.stringify(resetOn);
  const [state, setState] = useState({ key, page: 0 });
  const [limit, setLimitState] = useState(defaultLimit);
  const page = state.key === key ? state.page : 0;
  return {
    page,
    limit,
    setPage: (next: number) => setState({ key, page: next }),
    setLimit: (next: number) => {
      setLimitState(next);
      setState({ key, page: 0 });
    },
  };
}
