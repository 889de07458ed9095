import { dashboardApi, invoicesApi, productsApi, reportsApi, tableReportsApi, urlOf } from '@tawi/contracts';
import { percentile, timed } from '../timing';
import type { Api } from './api-client';
import { REPORT_FROM, REPORT_TO } from './calendar';

export interface ReportTiming {
  name: string;
  url: string;
  p50: number;
  p95: number;
  /** Size of the JSON answer. */
  bytes: number;
}

/** The reads timed at each size: the ledger reports of the year, the invoice list, a product search. */
export function reportUrls(searchTerm: string): Array<{ name: string; url: string }> {
  const query = { from: REPORT_FROM, to: REPORT_TO };
  return [
    { name: 'general ledger', url: urlOf(reportsApi.generalLedger, { query }) },
    { name: 'journal', url: urlOf(reportsApi.journal, { query }) },
    { name: 'trial balance', url: urlOf(reportsApi.trialBalance, { query }) },
    { name: 'profit and loss', url: urlOf(reportsApi.profitAndLoss, { query }) },
    { name: 'balance sheet', url: urlOf(reportsApi.balanceSheet, { query }) },
    { name: 'invoice list', url: urlOf(invoicesApi.list) },
    {
      name: `product search '${searchTerm}'`,
      url: urlOf(productsApi.list, { query: { search: searchTerm } }),
    },
  ];
}

/**
 * `BENCH_READS=reports`: the dashboard of the year and every table report of the contract
 * (tableReportsApi, so a new report is timed without changing this file), first page, default sort.
 */
export function tableReportUrls(): Array<{ name: string; url: string }> {
  const query = { from: REPORT_FROM, to: REPORT_TO };
  return [
    { name: 'dashboard', url: urlOf(dashboardApi.get, { query }) },
    ...Object.values(tableReportsApi).map((entry) => ({
      name: entry.info.name,
      url: urlOf(entry, { query }),
    })),
  ];
}

/** Each read `runs` times after 2 untimed warm-ups, one request at a time: p50 and p95. */
export async function timeReports(
  api: Api,
  urls: ReadonlyArray<{ name: string; url: string }>,
  runs: number,
): Promise<ReportTiming[]> {
  const results: ReportTiming[] = [];
  for (const { name, url } of urls) {
    let bytes = 0;
    for (let i = 0; i < 2; i++) bytes = (await api.read(url)).bytes;
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push((await timed(() => api.read(url))).ms);
    times.sort((a, b) => a - b);
    results.push({ name, url, p50: percentile(times, 0.5), p95: percentile(times, 0.95), bytes });
  }
  return results;
}
