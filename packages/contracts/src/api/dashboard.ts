import { dashboard, dashboardQuery } from '../dashboard';
import { optionalBy } from './route';
import { routeGroup } from './route-group';

const dashboardRoutes = routeGroup({ tags: ['reports'], resource: 'reports' });

/** The home page's figures (API.md "Reports and dashboard"); what the role may not see is absent. */
export const dashboardApi = {
  /** Every posting reloads it with the reports. */
  get: dashboardRoutes.get(
    '/api/dashboard',
    { permission: 'dashboard:read' },
    {
      branch: optionalBy('query'),
      query: dashboardQuery,
      response: dashboard,
      /** Gross profit and the stock value at cost: only costs:read sees them. */
      costFields: ['grossProfit', 'stockValue'],
    },
  ),
};
