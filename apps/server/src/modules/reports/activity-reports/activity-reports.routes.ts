import { tableReportsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { implementTableReport } from '../tables/table-report';
import { userHistory, userHistoryPages } from './user-history';

/** The user activity table reports (API.md "Reports and dashboard"). */
export const activityReportRoutes: FastifyPluginAsync = async (app) => {
  implementTableReport(app, tableReportsApi.userHistory, userHistory, userHistoryPages);
};
