import type { Attempt, LoadStats } from './http-client';
import type { Check } from './invariants';

export interface KillRecord {
  at: number;
  downMs: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}

const statusClass = (a: Attempt) => (typeof a.status === 'number' ? `${String(a.status)[0]}xx` : a.status);
const CLASSES = ['2xx', '3xx', '4xx', '5xx', 'cut', 'refused'] as const;

function perMinute(attempts: readonly Attempt[]): string[] {
  const minutes = new Map<number, Map<string, number>>();
  for (const a of attempts) {
    const m = Math.floor(a.at / 60_000);
    const row = minutes.get(m) ?? new Map<string, number>();
    row.set(statusClass(a), (row.get(statusClass(a)) ?? 0) + 1);
    minutes.set(m, row);
  }
  const out = [
    `| minute | ${CLASSES.join(' | ')} | total |`,
    `|---|${CLASSES.map(() => '---:').join('|')}|---:|`,
  ];
  for (const [m, row] of [...minutes].sort((a, b) => a[0] - b[0])) {
    const total = [...row.values()].reduce((s, n) => s + n, 0);
    out.push(`| ${m + 1} | ${CLASSES.map((c) => row.get(c) ?? 0).join(' | ')} | ${total} |`);
  }
  return out;
}

function latency(attempts: readonly Attempt[]): string[] {
  const answered = attempts.filter((a) => typeof a.status === 'number');
  const ops = [...new Set(answered.map((a) => a.op))].sort();
  const out = ['| operation | answers | p50 ms | p95 ms |', '|---|---:|---:|---:|'];
  const line = (name: string, list: Attempt[]) => {
    const ms = list.map((a) => a.ms).sort((a, b) => a - b);
    out.push(
      `| ${name} | ${list.length} | ${percentile(ms, 50).toFixed(0)} | ${percentile(ms, 95).toFixed(0)} |`,
    );
  };
  for (const op of ops)
    line(
      op,
      answered.filter((a) => a.op === op),
    );
  line('**all**', answered);
  return out;
}

/** The printout: requests per minute by status class, kills, 5xx bodies, refusals, latency, retries, checks. */
export function printReport(
  title: string,
  stats: LoadStats,
  kills: readonly KillRecord[],
  checks: readonly Check[],
): boolean {
  const load = stats.attempts.filter((a) => a.op !== 'seed' && a.op !== 'check');
  const lines = [
    `# ${title}`,
    '',
    '## Requests by status class per minute (every attempt)',
    '',
    ...perMinute(load),
  ];
  lines.push(
    '',
    '## Kills (SIGKILL, then started again on the same data)',
    '',
    '| # | at s | back after s |',
    '|---:|---:|---:|',
  );
  kills.forEach((k, i) => {
    lines.push(`| ${i + 1} | ${(k.at / 1000).toFixed(1)} | ${(k.downMs / 1000).toFixed(1)} |`);
  });
  lines.push('', `## Answers >= 500: ${stats.serverErrors.length}`, '');
  for (const e of stats.serverErrors.slice(0, 20)) {
    lines.push(`- ${(e.at / 1000).toFixed(1)} s ${e.op} ${e.path} -> ${e.status} ${e.body.slice(0, 500)}`);
  }
  if (stats.serverErrors.length > 20) lines.push(`- ... ${stats.serverErrors.length - 20} more`);
  lines.push('', '## 4xx answers by operation and code', '');
  const refusals = [...stats.refusals].sort((a, b) => b[1] - a[1]);
  if (refusals.length === 0) lines.push('none');
  for (const [name, n] of refusals) lines.push(`- ${name}: ${n}`);
  lines.push('', '## Latency of answered requests', '', ...latency(load));
  const r = stats.retried;
  lines.push(
    '',
    '## Requests sent again with the same Idempotency-Key after no answer',
    '',
    `first answer replayed ${r.replayed}, done by the retry ${r.doneNow}, done before the kill with the answer lost (409) ${r.answerLost}`,
  );
  lines.push('', '## Invariants at the end', '', '| check | result | detail |', '|---|---|---|');
  for (const c of checks) lines.push(`| ${c.name} | ${c.ok ? 'ok' : '**FAILED**'} | ${c.detail} |`);
  console.log(lines.join('\n'));
  return checks.every((c) => c.ok) && stats.serverErrors.length === 0;
}
