import { keepPreviousData } from '@tanstack/react-query';
import { dashboardApi } from '@tawi/contracts';
import { useApiQuery } from '../../shared/api/api-hooks';

export interface DashboardFilter {
  from: string;
  to: string;
  /** '' for every branch the user reaches. */
  branchId: string;
}

/** The dashboard's figures (under 'reports': every posting reloads them). */
export function useDashboard(query: DashboardFilter) {
  return useApiQuery(dashboardApi.get, { query }, { placeholderData: keepPreviousData });
}
