import { analyzeGrownTables } from '@tawi/db';
import type { FastifyInstance } from 'fastify';

/** How often the server looks for tables that grew enough to need fresh planner statistics. */
export const STATISTICS_INTERVAL_MS = 5 * 60_000;

/**
 * Keeps the planner's statistics fresh while the server runs: every few minutes, ANALYZE of the tables
 * that changed a good deal (bulk imports call `analyzeGrownTables` themselves when they finish).
 */
export function registerTableStatistics(app: FastifyInstance, intervalMs = STATISTICS_INTERVAL_MS): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      analyzeGrownTables(app.db).catch((err: unknown) => app.log.warn({ err }, 'ANALYZE failed'));
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
