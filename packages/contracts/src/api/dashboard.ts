import { dashboard, dashboardQuery } from '../dashboard';
import { optionalBy, route } from './route';

/** The home page's figures (API.md "Reports and dashboard"); what the role may not see is absent. */
export const dashboardApi = {
  get: route({
    method: 'GET',
    path: '/api/dashboard',
    branch: optionalBy('query'),
    auth: { permission: 'dashboard:read' },
    query: dashboardQuery,
    response: dashboard,
    /** Gross profit and the stock value at cost: only costs:read sees them. */
    costFields: ['grossProfit', 'stockValue'],
    /** Every posting reloads it with the reports. */
    resource: 'reports',
    tags: ['reports'],
  }),
};
