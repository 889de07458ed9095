import { table } from '../report-table';
import type { ReportTiming } from './time-reports';

/** Posting rate over a window of invoices posted one request at a time. */
export interface Throughput {
  /** First invoice of the window (1-based) and the number of invoices in it. */
  first: number;
  invoices: number;
  /** Every request of the window: invoices, receipts, bills, transfers. */
  requests: number;
  ms: number;
  /** Latency of each kind of request in the window. */
  byKind: Array<{ kind: string; requests: number; p50: number; p95: number }>;
}

export interface GrowthResult {
  label: string;
  small: number;
  large: number;
  smallReports: ReportTiming[];
  largeReports: ReportTiming[];
  early?: Throughput;
  late?: Throughput;
  /** Wall times: set-up, loading to `small`, growing to `large`. */
  setUpMs: number;
  loadSmallMs: number;
  growMs: number;
  /** Documents posted in all: invoices, receipts, bills, transfers. */
  posted: { invoices: number; receipts: number; bills: number; transfers: number; requests: number };
}

export const MAX_RATIO = 2;
export const MIN_LATE_RATE = 0.8;

const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n.toFixed(1)} ms`);
const count = (n: number) => n.toLocaleString('en-US');
const size = (bytes: number) =>
  bytes >= 1_048_576
    ? `${(bytes / 1_048_576).toFixed(1)} MB`
    : bytes >= 1024
      ? `${(bytes / 1024).toFixed(1)} kB`
      : `${bytes} B`;
const duration = (n: number) =>
  n >= 120_000 ? `${Math.floor(n / 60_000)} min ${Math.round((n % 60_000) / 1000)} s` : ms(n);
const rate = (t: Throughput) => t.invoices / (t.ms / 1000);

/** The reports table of one database: p50/p95 at both sizes and the p95 ratio, with the answers' sizes. */
export function reportsTable(r: GrowthResult): string {
  const rows = [
    [
      'report',
      `p50 ${count(r.small)}`,
      `p95 ${count(r.small)}`,
      `p50 ${count(r.large)}`,
      `p95 ${count(r.large)}`,
      'ratio (p95 large / p95 small)',
      `ok (<= ${MAX_RATIO})`,
      'answer size small -> large',
    ],
  ];
  for (const small of r.smallReports) {
    const large = r.largeReports.find((l) => l.name === small.name);
    if (!large) continue;
    const ratio = large.p95 / small.p95;
    rows.push([
      small.name,
      ms(small.p50),
      ms(small.p95),
      ms(large.p50),
      ms(large.p95),
      `${ratio.toFixed(2)}x`,
      ratio <= MAX_RATIO ? 'yes' : 'NO',
      `${size(small.bytes)} -> ${size(large.bytes)}`,
    ]);
  }
  return table(rows);
}

/** Per kind of request: p50 and p95 in the early and the late window. */
function latencyTable(early: Throughput, late: Throughput): string {
  const rows = [['request', 'count early / late', 'p50 early', 'p50 late', 'p95 early', 'p95 late']];
  for (const e of early.byKind) {
    const l = late.byKind.find((k) => k.kind === e.kind);
    if (!l || (e.requests === 0 && l.requests === 0)) continue;
    rows.push([e.kind, `${e.requests} / ${l.requests}`, ms(e.p50), ms(l.p50), ms(e.p95), ms(l.p95)]);
  }
  return table(rows);
}

function throughputLine(name: string, t: Throughput): string {
  return (
    `- ${name}: invoices ${count(t.first)}-${count(t.first + t.invoices - 1)}: ` +
    `${rate(t).toFixed(1)} invoices/s (${count(t.requests)} requests in ${ms(t.ms)})`
  );
}

/** The whole printout of one database: heading, reports table, posting throughput, load times. */
export function growthReport(r: GrowthResult): string {
  const out = [`### ${r.label}: ${count(r.small)} -> ${count(r.large)} invoices`, '', reportsTable(r), ''];
  out.push('Posting throughput, one request at a time (invoices with their receipts, bills and transfers):');
  if (r.early) out.push(throughputLine('early', r.early));
  if (r.late) out.push(throughputLine('late', r.late));
  if (r.early && r.late) {
    const ratio = rate(r.late) / rate(r.early);
    out.push(
      `- late / early: ${ratio.toFixed(2)} (ok >= ${MIN_LATE_RATE}: ${ratio >= MIN_LATE_RATE ? 'yes' : 'NO'})`,
    );
  } else {
    out.push('- (no late window: BENCH_LARGE leaves no room for it)');
  }
  if (r.early && r.late) out.push('', latencyTable(r.early, r.late));
  const p = r.posted;
  out.push(
    '',
    `Loaded: ${count(p.invoices)} invoices, ${count(p.receipts)} receipts, ${count(p.bills)} bills, ` +
      `${count(p.transfers)} transfers (${count(p.requests)} requests). Set-up ${duration(r.setUpMs)}, ` +
      `load to ${count(r.small)} ${duration(r.loadSmallMs)}, grow to ${count(r.large)} ${duration(r.growMs)}.`,
  );
  return out.join('\n');
}
